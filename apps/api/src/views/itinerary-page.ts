// The itinerary preview as a server page (GET /api/me/pages/itinerary, §2 Operator app): the itinerary's details and
// its services day by day, a complete printable HTML document with no script. Every stored value is escaped.
import { COUNTRIES, dayServiceTitle, dayServiceTypeLabel, formatServiceTime12h } from '@caravan/domain';
import type { ItineraryServices } from './itinerary-services.view.js';
import { documentPage } from './document-page.js';
import { escapeHtml } from './public-trip.page.js';

const text = (v: unknown) => (typeof v === 'string' ? v : '');

function serviceHtml(type: string, values: Record<string, unknown>, duration: number): string {
  const title = dayServiceTitle(values, type);
  const time = formatServiceTime12h(text(values.startTime) || text(values.timeAvailableStart));
  const span = duration > 1 ? ` · ${duration} ${type === 'ACCOMMODATION' ? 'nights' : 'days'}` : '';
  return `<section class="svc"><div class="svc-type">${escapeHtml(dayServiceTypeLabel(type))}${escapeHtml(span)}</div>
<h3>${escapeHtml(title)}${time ? ` <small>${escapeHtml(time)}</small>` : ''}</h3>
<p>${escapeHtml(text(values.description))}</p></section>`;
}

/** The whole preview document of an itinerary and its days. */
export function itineraryPreviewPage({ itinerary, days }: ItineraryServices, preview: boolean): string {
  const country = COUNTRIES.find((c) => c.value === itinerary.country)?.label ?? itinerary.country;
  const dayHtml = days
    .map(
      (day, d) =>
        `<article class="day"><h2>Day ${d + 1}</h2>${
          day.length === 0
            ? '<p>No services planned.</p>'
            : day
                .map((s) =>
                  serviceHtml(
                    s.service.type,
                    { name: s.service.name, description: s.service.description, ...s.service.details },
                    s.day.duration,
                  ),
                )
                .join('\n')
        }</article>`,
    )
    .join('\n');
  return documentPage({
    title: `${itinerary.name} · Itinerary preview`,
    main: `${preview ? '<p class="banner" role="note">Preview: this is how the itinerary reads to hosts. It is not published.</p>' : ''}
<h1>${escapeHtml(itinerary.name)}</h1>
<p class="meta">${escapeHtml(itinerary.destination)}, ${escapeHtml(country)} · ${itinerary.lengthInDays} ${itinerary.lengthInDays === 1 ? 'day' : 'days'}</p>
<p>${escapeHtml(itinerary.tripSummary)}</p>
${dayHtml}`,
  });
}
