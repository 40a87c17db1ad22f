// The audience area's named values (AUD): qualification thresholds, chart limits, link locks, routes and copy.

/** A qualified survey respondent is older than this age (AUD-014). */
export const QUALIFIED_RESPONSE_MIN_AGE_EXCLUSIVE = 18;
/** A qualified survey respondent's travel budget is at least this many whole US dollars (AUD-014). */
export const QUALIFIED_RESPONSE_MIN_BUDGET_USD = 2000;
/** Metrics are populated only from this many responses (AUD-013). */
export const AUDIENCE_METRICS_MIN_RESPONSES = 5;
/** DECIDE: topDestinations lists the 3 most chosen destinations, because the metric is a headline, not the chart. */
export const AUDIENCE_TOP_DESTINATIONS_COUNT = 3;

/** Graph kinds and their chart types (AUD-018). */
export const AUDIENCE_GRAPH_TYPES = {
  popularDestinations: 'bar',
  timeOfYear: 'pie',
  budget: 'bar',
  age: 'bar',
  gender: 'pie',
} as const;
export type AudienceGraphKind = keyof typeof AUDIENCE_GRAPH_TYPES;
export const AUDIENCE_GRAPH_KINDS = Object.keys(AUDIENCE_GRAPH_TYPES) as AudienceGraphKind[];

/** Bar charts: top 15 bars from 768px wide, 5 below (AUD-019). */
export const AUDIENCE_BAR_BREAKPOINT_PX = 768;
export const AUDIENCE_BARS_WIDE = 15;
export const AUDIENCE_BARS_NARROW = 5;
/** Axis labels are cut to 18 characters (AUD-020); time-of-year pie labels to 3 (AUD-021). */
export const AUDIENCE_AXIS_LABEL_MAX = 18;
export const AUDIENCE_PIE_LABEL_MAX = 3;
/** Destination labels left out of the graphs, compared case-insensitively (AUD-022). */
export const AUDIENCE_EXCLUDED_DESTINATIONS = ['', 'other', 'unset'] as const;

/** Host statuses in which the email collection link is unlocked (AUD-015). */
export const EMAIL_COLLECTION_LINK_STATUSES = [
  'ready-to-qualify',
  'qualifying',
  'qualified',
  'planning',
  'launched',
  'confirmed',
  'renewed',
] as const;

/** The audience survey takes about this many minutes (AUD-017). */
export const SURVEY_DURATION_MINUTES = 2;

/** Audience routes (AUD-002, AUD-003). */
export const AUDIENCE_ROUTES = {
  root: '/app/host/audience',
  survey: '/app/host/audience/survey',
  research: '/app/host/audience/research',
} as const;
export const AUDIENCE_TABS = [
  { label: 'Survey', href: AUDIENCE_ROUTES.survey },
  { label: 'Audience Data', href: AUDIENCE_ROUTES.research },
] as const;

/** Audience copy (AUD-010, AUD-025). */
export const AUDIENCE_MESSAGES = {
  exportErrorTitle: 'Oops! We encountered an error while exporting your data',
  exportErrorDescription: 'Please try again or contact our support team for assistance.',
  exportErrorActions: ['Try Again', 'Cancel'],
  noResponses: 'As you collect survey responses, they will populate here.',
  notEnoughData: 'Not enough data to display.',
} as const;
