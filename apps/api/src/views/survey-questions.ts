// The audience survey's questions and choices: what the public page asks and what the API accepts from it (AUD-001).

/**
 * DECIDE: 20 destinations to choose from, so the popular-destinations chart can fill its 15 bars (AUD-019); a
 * respondent may also write their own ("somewhere else"), which is counted like any other label.
 */
export const SURVEY_DESTINATIONS = [
  'Peru',
  'Norway',
  'Chile',
  'Japan',
  'Iceland',
  'Morocco',
  'Italy',
  'Greece',
  'Portugal',
  'Mexico',
  'Costa Rica',
  'Vietnam',
  'Thailand',
  'Indonesia',
  'Kenya',
  'Tanzania',
  'New Zealand',
  'Canada',
  'Scotland',
  'Egypt',
] as const;

/** DECIDE: the time of year as the four seasons, the labels the demo data already uses. */
export const SURVEY_SEASONS = ['Spring', 'Summer', 'Autumn', 'Winter'] as const;

/** DECIDE: gender choices; the answer is optional ('Prefer not to say' is stored as no answer). */
export const SURVEY_GENDERS = ['female', 'male', 'non-binary'] as const;

/** DECIDE: at most 5 destinations per answer, so one respondent cannot tilt the chart. */
export const SURVEY_MAX_DESTINATIONS = 5;
/** DECIDE: a written-in destination is at most 60 characters (the longest country name is under 60). */
export const SURVEY_DESTINATION_MAX_LENGTH = 60;
/** DECIDE: ages 13 to 120 are accepted; younger respondents are not asked, older ones are a typo. */
export const SURVEY_AGE_MIN = 13;
export const SURVEY_AGE_MAX = 120;
/** DECIDE: budgets up to $1,000,000 a trip, whole dollars; more is a typo. */
export const SURVEY_BUDGET_MAX_USD = 1_000_000;
