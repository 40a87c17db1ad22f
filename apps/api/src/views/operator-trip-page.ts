// The trip preview as a server page (GET /api/me/pages/trip, §2 Operator app; RTE-030): the trip's facts and its
// services day by day, a complete printable HTML document with no script. Every stored value is escaped.
import { documentPage } from './document-page.js';
import { escapeHtml } from './public-trip.page.js';

export interface TripPageFacts {
  name: string;
  destination: string;
  startDate: string;
  endDate: string | null;
  operatorName: string;
  /** The trip's services by day index (removed ones left out), in position order. */
  days: { dayIndex: number; services: { type: string; name: string }[] }[];
}

/** The whole trip page; `preview` adds a banner saying it is not what travelers see yet. */
export function tripPreviewPage(f: TripPageFacts, preview: boolean): string {
  const e = escapeHtml;
  const dates = f.endDate ? `${e(f.startDate)} to ${e(f.endDate)}` : e(f.startDate);
  const days = f.days
    .map(
      (d) =>
        `<article class="day"><h2>Day ${d.dayIndex + 1}</h2>${
          d.services.length === 0
            ? '<p>No services planned.</p>'
            : `<ul>${d.services.map((s) => `<li>${e(s.name)}</li>`).join('')}</ul>`
        }</article>`,
    )
    .join('\n');
  return documentPage({
    title: `${f.name} · Trip`,
    main: `${preview ? '<p class="banner" role="note">Preview: this trip is not published yet.</p>' : ''}
<h1>${e(f.name)}</h1>
<p class="meta">${e(f.destination)} · ${dates} · operated by ${e(f.operatorName)}</p>
${days}`,
  });
}
