// The audience of a set of survey rows: metrics by the domain's rule and the five graphs as label/amount lists (AUD-007).
import {
  type Audience,
  type AudienceGraphItem,
  type AudienceGraphs,
  type AudienceSegment,
  computeAudienceMetrics,
  hasEnoughResponsesForMetrics,
  isQualifiedSurveyResponse,
  popularDestinationsGraph,
} from '@caravan/domain';
import { SURVEY_SEASONS } from '../../views/survey-questions.js';

/** The columns of a survey row the audience is computed from. */
export interface AudienceRow {
  age: number | null;
  travelBudget: number | null;
  destinations: string[];
  timeOfYear: string[];
  gender: string | null;
}

/** DECIDE: budget bands in whole US dollars; the $2,000 edge is the qualified budget (AUD-014). */
export const BUDGET_BANDS = [
  { label: 'Under $1,000', min: 0, max: 999 },
  { label: '$1,000–$1,999', min: 1000, max: 1999 },
  { label: '$2,000–$2,999', min: 2000, max: 2999 },
  { label: '$3,000–$4,999', min: 3000, max: 4999 },
  { label: '$5,000 and up', min: 5000, max: Number.POSITIVE_INFINITY },
] as const;

/** DECIDE: age bands; 18 and under is its own band because over 18 is the qualified age (AUD-014). */
export const AGE_BANDS = [
  { label: '18 and under', min: 0, max: 18 },
  { label: '19–24', min: 19, max: 24 },
  { label: '25–34', min: 25, max: 34 },
  { label: '35–44', min: 35, max: 44 },
  { label: '45–54', min: 45, max: 54 },
  { label: '55–64', min: 55, max: 64 },
  { label: '65 and over', min: 65, max: Number.POSITIVE_INFINITY },
] as const;

/** DECIDE: the label of respondents who gave no gender; a slice like the others, hidden when empty (AUD-023). */
export const GENDER_NOT_GIVEN = 'Not given';

/** Counts of values falling in each band, every band listed (an empty band is a zero bar). */
function banded(values: (number | null)[], bands: readonly { label: string; min: number; max: number }[]) {
  return bands.map((b) => ({
    label: b.label,
    amount: values.filter((v) => v != null && v >= b.min && v <= b.max).length,
  }));
}

/** Counts per label in a fixed order, then any other labels seen, most frequent first. */
function counted(values: string[], order: readonly string[] = []): AudienceGraphItem[] {
  const counts = new Map<string, number>(order.map((l) => [l, 0]));
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  const fixed = order.map((label) => ({ label, amount: counts.get(label) ?? 0 }));
  const rest = [...counts]
    .filter(([label]) => !order.includes(label))
    .map(([label, amount]) => ({ label, amount }))
    .sort((a, b) => b.amount - a.amount || a.label.localeCompare(b.label));
  return [...fixed, ...rest];
}

/** The five graphs of a set of rows; empty below 5 responses, like the metrics (AUD-013). */
export function audienceGraphs(rows: readonly AudienceRow[]): AudienceGraphs {
  if (!hasEnoughResponsesForMetrics(rows.length))
    return { popularDestinations: [], timeOfYear: [], budget: [], age: [], gender: [] };
  return {
    popularDestinations: popularDestinationsGraph(rows),
    timeOfYear: counted(
      rows.flatMap((r) => r.timeOfYear),
      SURVEY_SEASONS,
    ),
    budget: banded(
      rows.map((r) => r.travelBudget),
      BUDGET_BANDS,
    ),
    age: banded(
      rows.map((r) => r.age),
      AGE_BANDS,
    ),
    gender: counted(rows.map((r) => r.gender ?? GENDER_NOT_GIVEN)),
  };
}

const segment = (rows: readonly AudienceRow[]): AudienceSegment => ({
  metrics: computeAudienceMetrics(rows),
  graphs: audienceGraphs(rows),
});

/** A host's audience: every survey response, the qualified ones, and the marketing list's size (AUD-007). */
export function buildAudience(rows: readonly AudienceRow[], marketingListSize: number): Audience {
  return {
    allResponses: segment(rows),
    qualifiedResponses: segment(rows.filter(isQualifiedSurveyResponse)),
    marketingListSize,
  };
}
