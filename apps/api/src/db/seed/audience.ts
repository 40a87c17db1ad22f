// Demo audience: host@'s survey responses (qualified and not) and shareable links.
import { links, surveyResponses } from '../schema/index.js';
import { addDays, at, SEED_ANCHOR, seedId, type Tx } from './context.js';
import { DEMO_USER_IDS } from './demo-ids.js';

const FIRST = ['Ana', 'Ben', 'Chloe', 'Dev', 'Elif', 'Finn', 'Gia', 'Hiro', 'Ines', 'Jon', 'Kai', 'Lena'];
const LAST = ['Ortiz', 'Brown', 'Nguyen', 'Patel', 'Kaya', 'Murphy'];
const DESTINATIONS = ['Peru', 'Norway', 'Chile', 'Japan', 'Iceland', 'Morocco'];
const SEASONS = ['Spring', 'Summer', 'Autumn', 'Winter'];
const BUDGETS = [1500, 2500, 3200, 5000, 1800, 4200, 7000];
const GENDERS = ['female', 'male', 'non-binary', null] as const;

/** host@'s survey responses: 30 of them, a fixed mix of ages and budgets so some are qualified and some not. */
export const HOST_SURVEY_RESPONSE_COUNT = 30;

/** Seeds host@'s survey responses and the shareable links of host@ and host2@. */
export async function seedAudience(tx: Tx): Promise<void> {
  await tx.insert(surveyResponses).values(
    Array.from({ length: HOST_SURVEY_RESPONSE_COUNT }, (_, i) => ({
      id: seedId(`survey-response/host/${i}`),
      hostId: DEMO_USER_IDS.host,
      firstName: FIRST[i % FIRST.length] ?? '',
      lastName: LAST[i % LAST.length] ?? '',
      email: `respondent${String(i + 1).padStart(2, '0')}@example.com`,
      age: i % 9 === 8 ? null : 16 + ((i * 7) % 50),
      travelBudget: i % 11 === 10 ? null : (BUDGETS[i % BUDGETS.length] ?? null),
      destinations: [DESTINATIONS[i % DESTINATIONS.length], DESTINATIONS[(i + 2) % DESTINATIONS.length]].filter(
        (d): d is string => d !== undefined,
      ),
      timeOfYear: [SEASONS[i % SEASONS.length]].filter((s): s is string => s !== undefined),
      gender: GENDERS[i % GENDERS.length] ?? null,
      marketingOptIn: i % 3 !== 0,
      createdAt: at(addDays(SEED_ANCHOR, -2 * i - 1)),
    })),
  );

  await tx.insert(links).values([
    {
      hostId: DEMO_USER_IDS.host,
      linkType: 'survey',
      path: 's/hana-host',
      destination: '/survey/hana-host',
    },
    {
      hostId: DEMO_USER_IDS.host,
      linkType: 'emailCapture',
      path: 'join/hana-host',
      destination: '/hosts/hana-host/join',
    },
    { hostId: DEMO_USER_IDS.host, linkType: 'referral', path: 'r/hana-host', destination: '/referral/hana-host' },
    { hostId: DEMO_USER_IDS.host2, linkType: 'survey', path: 's/hugo-host', destination: '/survey/hugo-host' },
  ]);
}
