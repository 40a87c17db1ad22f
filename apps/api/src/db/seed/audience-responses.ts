// Demo audience, more of it: enough survey answers for host@ and host2@ that every chart fills (15+ destinations, all
// age and budget bands, every season), a few email-capture sign-ups, and itineraries recommended to host@.
import { hostRecommendations, surveyResponses } from '../schema/index.js';
import { addDays, at, SEED_ANCHOR, seedId, type Tx } from './context.js';
import { DEMO_ITINERARY_IDS, DEMO_USER_IDS } from './demo-ids.js';

/** Destinations weighted by how often they are picked (earlier: more often); 'Other' and '' test the exclusions. */
const DESTINATIONS = [
  'Peru',
  'Japan',
  'Italy',
  'Iceland',
  'Norway',
  'Morocco',
  'Greece',
  'Portugal',
  'Costa Rica',
  'Mexico',
  'New Zealand',
  'Vietnam',
  'Kenya',
  'Chile',
  'Scotland',
  'Tanzania',
  'Thailand',
  'Canada',
  'Galápagos Islands and Ecuador',
  'Other',
  '',
] as const;
const SEASONS = ['Spring', 'Summer', 'Autumn', 'Winter'] as const;
const GENDERS = ['female', 'female', 'male', 'non-binary', null] as const;
const FIRST = ['Maya', 'Noah', 'Olga', 'Pablo', 'Quinn', 'Rosa', 'Sami', 'Tara', 'Uma', 'Victor', 'Wren', 'Yusuf'];
const LAST = ['Silva', 'Schmidt', 'Okafor', 'Larsen', 'Rossi', 'Haddad', 'Kim', 'Dubois'];

/** How many more answers host@ and host2@ get. */
export const EXTRA_SURVEY_RESPONSES = { host: 120, host2: 40 } as const;

/** A small deterministic generator (a linear congruential one), so the demo answers are the same on every machine. */
function generator(seed: number) {
  let state = seed >>> 0;
  return (n: number) => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state % n;
  };
}

/** An index skewed towards the start of a list of `n`: popular destinations come first. */
const skewed = (next: (n: number) => number, n: number) => Math.min(next(n), next(n), next(n) + next(2));

function answers(hostId: string, key: string, count: number, seed: number) {
  const next = generator(seed);
  return Array.from({ length: count }, (_, i) => {
    const picks = new Set<string>();
    const howMany = 1 + next(3);
    for (let k = 0; k < howMany; k++) picks.add(DESTINATIONS[skewed(next, DESTINATIONS.length)] ?? 'Peru');
    const seasons = new Set<string>([SEASONS[next(4)] ?? 'Summer']);
    if (next(3) === 0) seasons.add(SEASONS[next(4)] ?? 'Winter');
    const first = FIRST[next(FIRST.length)] ?? 'Maya';
    const last = LAST[next(LAST.length)] ?? 'Kim';
    return {
      id: seedId(`survey-response/${key}/extra/${i}`),
      hostId,
      firstName: first,
      lastName: last,
      email: `${first}.${last}.${key}${i}@example.com`.toLowerCase(),
      age: 16 + next(55),
      travelBudget: [800, 1500, 1900, 2000, 2500, 3000, 3500, 4500, 6000, 9000][next(10)] ?? 2500,
      destinations: [...picks],
      timeOfYear: [...seasons],
      gender: GENDERS[next(GENDERS.length)] ?? null,
      marketingOptIn: next(4) !== 0,
      source: 'survey',
      createdAt: at(addDays(SEED_ANCHOR, -60 - i)),
    };
  });
}

/** Seeds the extra answers, host@'s email-capture sign-ups and host@'s recommended itineraries. */
export async function seedAudienceResponses(tx: Tx): Promise<void> {
  await tx.insert(surveyResponses).values([
    ...answers(DEMO_USER_IDS.host, 'host', EXTRA_SURVEY_RESPONSES.host, 7),
    ...answers(DEMO_USER_IDS.host2, 'host2', EXTRA_SURVEY_RESPONSES.host2, 11),
    ...['lena.fox', 'omar.reed', 'ivy.chen'].map((name, i) => ({
      id: seedId(`survey-response/host/capture/${i}`),
      hostId: DEMO_USER_IDS.host,
      firstName: name.split('.')[0] ?? '',
      lastName: name.split('.')[1] ?? '',
      email: `${name}@example.com`,
      marketingOptIn: true,
      source: 'emailCapture',
      createdAt: at(addDays(SEED_ANCHOR, -5 - i)),
    })),
  ]);
  await tx.insert(hostRecommendations).values([
    {
      hostId: DEMO_USER_IDS.host,
      itineraryId: DEMO_ITINERARY_IDS.incaTrail,
      topRecommended: true,
      platformRecommended: true,
      note: 'Peru tops your audience’s destinations.',
    },
    {
      hostId: DEMO_USER_IDS.host,
      itineraryId: DEMO_ITINERARY_IDS.fjords,
      platformRecommended: true,
      note: 'Norway is a favourite with your qualified respondents.',
    },
  ]);
}
