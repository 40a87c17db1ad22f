// The itinerary portal page a host's catalogue frames (GET /api/me/pages/itinerary-portal, HAP-042): the itinerary's
// description day by day and the call to action the host's standing allows. No script: the actions are links that
// open in the top window, so the frame needs no message passing and no script policy.
import { escapeHtml } from './share-tags.js';

export interface ItineraryPortalContent {
  itinerary: {
    id: string;
    name: string;
    destination: string;
    lengthInDays: number;
    tripSummary: string;
    days: { dayIndex: number; services: { name: string; description: string }[] }[];
  };
  preview: boolean;
  /** The request link is shown (the host may request this itinerary). */
  requestable: boolean;
  /** The survey link is shown instead (the host is not qualified yet). */
  surveyFirst: boolean;
}

/** Where the page's actions lead in the host app (spec §3.1: the portal's two messages). */
export const itineraryRequestHref = (id: string) => `/app/host/itineraries/${encodeURIComponent(id)}/request`;
export const START_SURVEYING_HREF = '/app/host/audience/research';

const STYLE = `body{font-family:system-ui,sans-serif;max-width:48rem;margin:1rem auto;padding:0 1rem;color:#1a1a1a;line-height:1.5}
.day{border-top:1px solid #ccc;padding:.5rem 0}.cta{display:inline-block;padding:.5rem 1rem;background:#1a4d8f;color:#fff;
border-radius:.25rem;text-decoration:none}.banner{background:#fff4d6;border:1px solid #e0c36b;padding:.5rem 1rem}`;

/** The whole portal document. */
export function itineraryPortalPage({ itinerary, preview, requestable, surveyFirst }: ItineraryPortalContent): string {
  const days = itinerary.days
    .map(
      (day) =>
        `<article class="day"><h2>Day ${day.dayIndex + 1}</h2>${
          day.services.length === 0
            ? '<p>No services planned.</p>'
            : day.services.map((s) => `<h3>${escapeHtml(s.name)}</h3><p>${escapeHtml(s.description)}</p>`).join('\n')
        }</article>`,
    )
    .join('\n');
  const action = requestable
    ? `<p><a class="cta" target="_top" href="${escapeHtml(itineraryRequestHref(itinerary.id))}">Request this trip</a></p>`
    : surveyFirst
      ? `<p><a class="cta" target="_top" href="${START_SURVEYING_HREF}">Start Surveying</a></p>`
      : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<meta name="robots" content="noindex" />
<title>${escapeHtml(itinerary.name)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${preview ? '<p class="banner" role="note">Preview</p>' : ''}
<h1>${escapeHtml(itinerary.name)}</h1>
<p>${escapeHtml(itinerary.destination)} · ${itinerary.lengthInDays} ${itinerary.lengthInDays === 1 ? 'day' : 'days'}</p>
<p>${escapeHtml(itinerary.tripSummary)}</p>
${action}
${days}
</main>
</body>
</html>`;
}
