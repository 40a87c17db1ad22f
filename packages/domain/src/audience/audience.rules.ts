// Audience rules: qualified responses, metrics, chart shaping, export and link locks, CSV export (AUD).
import {
  AUDIENCE_AXIS_LABEL_MAX,
  AUDIENCE_BAR_BREAKPOINT_PX,
  AUDIENCE_BARS_NARROW,
  AUDIENCE_BARS_WIDE,
  AUDIENCE_EXCLUDED_DESTINATIONS,
  AUDIENCE_GRAPH_TYPES,
  AUDIENCE_METRICS_MIN_RESPONSES,
  AUDIENCE_PIE_LABEL_MAX,
  AUDIENCE_TOP_DESTINATIONS_COUNT,
  type AudienceGraphKind,
  EMAIL_COLLECTION_LINK_STATUSES,
  QUALIFIED_RESPONSE_MIN_AGE_EXCLUSIVE,
  QUALIFIED_RESPONSE_MIN_BUDGET_USD,
} from './audience.constants.js';
import type { AudienceGraphItem, AudienceMetrics, SurveyResponse } from './audience.schema.js';
import { toCsv } from '../shared/csv.js';

/** Whether a survey response is qualified: age over 18 and travel budget at least $2000 (AUD-014). */
export function isQualifiedSurveyResponse(response: {
  age: number | null | undefined;
  travelBudget: number | null | undefined;
}): boolean {
  // A missing age or budget reads as 0, which no threshold admits.
  return (
    (response.age ?? 0) > QUALIFIED_RESPONSE_MIN_AGE_EXCLUSIVE &&
    (response.travelBudget ?? 0) >= QUALIFIED_RESPONSE_MIN_BUDGET_USD
  );
}

/** Whether metrics are populated: at least 5 responses (AUD-013). */
export function hasEnoughResponsesForMetrics(responses: number): boolean {
  return responses >= AUDIENCE_METRICS_MIN_RESPONSES;
}

/** Whether a destination label is left out of the graphs: unset or 'other' (AUD-022). */
function isExcludedAudienceDestination(label: string | null | undefined): boolean {
  return label == null || (AUDIENCE_EXCLUDED_DESTINATIONS as readonly string[]).includes(label.trim().toLowerCase());
}

/** Destination graph items without the unset and 'other' destinations (AUD-022). */
export function excludeUnsetDestinations(items: readonly AudienceGraphItem[]): AudienceGraphItem[] {
  return items.filter((i) => !isExcludedAudienceDestination(i.label));
}

/** Counts per label, most frequent first (ties alphabetical). */
function countLabels(values: readonly string[]): AudienceGraphItem[] {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts]
    .map(([label, amount]) => ({ label, amount }))
    .sort((a, b) => b.amount - a.amount || a.label.localeCompare(b.label));
}

/** The popular destinations graph of responses: chosen destinations counted, unset and 'other' excluded (AUD-022). */
export function popularDestinationsGraph(
  responses: readonly Pick<SurveyResponse, 'destinations'>[],
): AudienceGraphItem[] {
  return excludeUnsetDestinations(countLabels(responses.flatMap((r) => r.destinations.map((d) => d.trim()))));
}

/** The median of numbers, or null for none. */
function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/**
 * The metrics of a set of responses: counts always; top destinations, budget average and median only from
 * 5 responses, otherwise empty and null (AUD-013, AUD-014).
 */
export function computeAudienceMetrics(
  responses: readonly Pick<SurveyResponse, 'age' | 'travelBudget' | 'destinations'>[],
): AudienceMetrics {
  const metrics: AudienceMetrics = {
    responses: responses.length,
    qualifiedResponses: responses.filter(isQualifiedSurveyResponse).length,
    topDestinations: [],
    budgetAverage: null,
    budgetMedian: null,
  };
  if (!hasEnoughResponsesForMetrics(responses.length)) return metrics;
  const budgets = responses.map((r) => r.travelBudget).filter((b): b is number => b != null);
  metrics.topDestinations = popularDestinationsGraph(responses)
    .slice(0, AUDIENCE_TOP_DESTINATIONS_COUNT)
    .map((i) => i.label as string);
  metrics.budgetAverage = budgets.length ? Math.round(budgets.reduce((a, b) => a + b, 0) / budgets.length) : null;
  metrics.budgetMedian = median(budgets);
  return metrics;
}

/** How many bars a bar chart shows at a viewport width: 15 from 768px, else 5 (AUD-019). */
export function audienceBarLimit(viewportWidthPx: number): number {
  return viewportWidthPx >= AUDIENCE_BAR_BREAKPOINT_PX ? AUDIENCE_BARS_WIDE : AUDIENCE_BARS_NARROW;
}

/** The top bars for a viewport: highest amounts first, cut to the bar limit (AUD-019). */
export function topAudienceBars(items: readonly AudienceGraphItem[], viewportWidthPx: number): AudienceGraphItem[] {
  return [...items].sort((a, b) => (b.amount ?? 0) - (a.amount ?? 0)).slice(0, audienceBarLimit(viewportWidthPx));
}

/** The graphs whose bars are ranges (budget bands, age groups): drawn in the ranges' own order, never by count. */
export const AUDIENCE_RANGE_GRAPHS: readonly AudienceGraphKind[] = ['budget', 'age'];

/**
 * Where a range label sorts: 'Under …' first, then by the first number it names ('$1,000–$1,999' at 1000, '65+' at
 * 65); a label with no number last.
 */
export function audienceRangeStart(label: string | null | undefined): number {
  // Stryker disable next-line ConditionalExpression: an empty label names no number either, so the reads below also put it last
  if (!label) return Number.POSITIVE_INFINITY;
  if (/^\s*(under|below|less than|<)/i.test(label)) return Number.NEGATIVE_INFINITY;
  const first = /\d[\d,]*(\.\d+)?/.exec(label);
  return first ? Number(first[0].replaceAll(',', '')) : Number.POSITIVE_INFINITY;
}

/** Range buckets in their natural order (lowest range first), the order a reader expects on the axis. */
export function sortAudienceRanges(items: readonly AudienceGraphItem[]): AudienceGraphItem[] {
  return [...items].sort((a, b) => audienceRangeStart(a.label) - audienceRangeStart(b.label));
}

/** A chart axis label cut to 18 characters (AUD-020). */
export function truncateChartAxisLabel(label: string): string {
  return Array.from(label).slice(0, AUDIENCE_AXIS_LABEL_MAX).join('');
}

/** A time-of-year pie label cut to 3 characters (AUD-021). */
export function truncatePieLabel(label: string): string {
  return Array.from(label).slice(0, AUDIENCE_PIE_LABEL_MAX).join('');
}

/** Pie slices with a value: zero and null slices hidden (AUD-023). */
export function visiblePieSlices(items: readonly AudienceGraphItem[]): AudienceGraphItem[] {
  return items.filter((i) => i.amount != null && i.amount !== 0);
}

/**
 * A graph ready to draw: destinations without unset/'other', bar charts cut to the viewport's top bars with
 * 18-character labels, pies without empty slices and time-of-year labels cut to 3 characters (AUD-018..023).
 */
export function shapeAudienceGraph(
  kind: AudienceGraphKind,
  items: readonly AudienceGraphItem[],
  viewportWidthPx: number,
): { type: 'bar' | 'pie'; items: AudienceGraphItem[] } {
  const type = AUDIENCE_GRAPH_TYPES[kind];
  const base = kind === 'popularDestinations' ? excludeUnsetDestinations(items) : [...items];
  if (type === 'bar') {
    const top = topAudienceBars(base, viewportWidthPx);
    // The top bars are chosen by count (AUD-019); ranges are then drawn lowest first.
    const ordered = AUDIENCE_RANGE_GRAPHS.includes(kind) ? sortAudienceRanges(top) : top;
    const bars = ordered.map((i) => ({
      ...i,
      label: i.label == null ? i.label : truncateChartAxisLabel(i.label),
    }));
    return { type, items: bars };
  }
  const slices = visiblePieSlices(base).map((i) => ({
    ...i,
    label: kind === 'timeOfYear' && i.label != null ? truncatePieLabel(i.label) : i.label,
  }));
  return { type, items: slices };
}

/** Whether Export Data is disabled: the total audience is 0 (AUD-011). */
export function isAudienceExportDisabled(totalAudience: number): boolean {
  return totalAudience <= 0;
}

/** Whether the qualified-only toggle is disabled: unless the host is qualified and audience data exists (AUD-012). */
export function isQualifiedOnlyToggleDisabled(input: { isHostQualified: boolean; hasAudienceData: boolean }): boolean {
  return !(input.isHostQualified && input.hasAudienceData);
}

/** Whether the email collection link is locked: the host status is outside ready-to-qualify..renewed (AUD-015). */
export function isEmailCollectionLinkLocked(hostStatus: string | null | undefined): boolean {
  return !EMAIL_COLLECTION_LINK_STATUSES.some((status) => status === hostStatus);
}

/** Whether the survey link is locked: the host profile is not active (AUD-016). */
export function isSurveyLinkLocked(host: { active: boolean | null | undefined }): boolean {
  return host.active !== true;
}

/** Which screen an export status shows: the 'we are exporting' screen on success, the error screen on failure (AUD-009, AUD-010). */
export function audienceExportScreen(
  status: 'none' | 'pending' | 'success' | 'failure',
): 'form' | 'exporting' | 'error' {
  if (status === 'success') return 'exporting';
  if (status === 'failure') return 'error';
  return 'form';
}

/** The audience export's columns: names and e-mails, then the survey data when asked for (AUD-024). */
const AUDIENCE_CSV_HEADER = ['First Name', 'Last Name', 'Email'] as const;
const AUDIENCE_CSV_SURVEY_HEADER = ['Age', 'Travel Budget', 'Destinations', 'Time of Year', 'Gender'] as const;

/**
 * The audience export CSV (AUD-024), written by the shared formula-safe CSV helper: an answer typed as `=HYPERLINK(…)`
 * opens in a spreadsheet as text, never as a formula.
 */
export function audienceExportCsv(
  rows: readonly Pick<
    SurveyResponse,
    'firstName' | 'lastName' | 'email' | 'age' | 'travelBudget' | 'destinations' | 'timeOfYear' | 'gender'
  >[],
  options: { includeSurveyData: boolean },
): string {
  const header = options.includeSurveyData
    ? [...AUDIENCE_CSV_HEADER, ...AUDIENCE_CSV_SURVEY_HEADER]
    : [...AUDIENCE_CSV_HEADER];
  return toCsv(
    header,
    rows.map((r) => {
      const base = [r.firstName, r.lastName, r.email];
      return options.includeSurveyData
        ? [...base, r.age, r.travelBudget, r.destinations.join('; '), r.timeOfYear.join('; '), r.gender]
        : base;
    }),
  );
}

/** Whether audience data shows the recommended-itineraries block: to qualified hosts only (AUD-006). */
export function isRecommendedItinerariesBlockVisible(host: { isQualified: boolean }): boolean {
  return host.isQualified;
}
