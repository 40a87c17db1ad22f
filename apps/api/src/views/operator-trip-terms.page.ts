// The traveler terms page (GET /api/me/pages/traveler-terms?tripId=): a small printable HTML document, every value
// escaped, shown in a frame by the operator and host screens.
import { escapeHtml } from './public-trip.page.js';

/**
 * DECIDE: the traveler terms are the platform's standard terms with the trip's own facts (operator, dates, spots,
 * single supplement) because the spec shows the page in a frame but not its text.
 */
export const TRAVELER_TERMS_CLAUSES = [
  'Your booking is confirmed once the trip reaches its minimum number of travelers and the host confirms it.',
  'Payments are due on the dates shown in your booking; a missed payment may release your spot.',
  'Cancellations follow the refund and credit rules shown when you cancel; fees are never refunded.',
  'Travel insurance is strongly recommended and may be required for this trip.',
  'The operator may adjust the day-by-day plan for safety, weather or local conditions.',
] as const;

export interface TravelerTermsFacts {
  tripName: string;
  operatorName: string;
  startDate: string;
  endDate: string | null;
  minimumSpots: number | null;
  maximumSpots: number;
  singleSupplement: string;
}

/** The whole HTML document of the traveler terms for one trip. */
export function travelerTermsPage(f: TravelerTermsFacts): string {
  const e = escapeHtml;
  const dates = f.endDate ? `${e(f.startDate)} to ${e(f.endDate)}` : e(f.startDate);
  const clauses = TRAVELER_TERMS_CLAUSES.map((c) => `<li>${e(c)}</li>`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Traveler terms · ${e(f.tripName)}</title>
<meta name="robots" content="noindex"><style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5}</style></head>
<body><main><h1>Traveler terms</h1>
<p><strong>${e(f.tripName)}</strong>, operated by ${e(f.operatorName)}, ${dates}.</p>
<dl><dt>Spots</dt><dd>${f.minimumSpots ?? 1} to ${f.maximumSpots} travelers</dd><dt>Single supplement</dt><dd>${e(f.singleSupplement)}</dd></dl>
<ol>${clauses}</ol></main></body></html>`;
}
