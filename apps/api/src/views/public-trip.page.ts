// The public trip page as server-rendered HTML (MKT-001..003): title, description, canonical URL, Open Graph and
// Twitter card tags, and the page's real content, so link previews and crawlers need no script. Every value escaped.
import { type CurrencyCode, formatDate, formatMinor, PUBLIC_TRIP_DATA_ELEMENT_ID } from '@caravan/domain';
import type { PublicTripView } from './public-trip.view.js';
import { absoluteUrl, escapeHtml, shareDescription, shareHeadTags } from './share-tags.js';

// The pages' shared pieces, still importable from here as before.
export { escapeHtml, SHARE_DESCRIPTION_MAX } from './share-tags.js';
const when = (date: string) => formatDate(date, 'MMMM d, yyyy');

/** The page's share description: the summary, or the trip in one line. */
export function shareDescriptionOf(trip: PublicTripView): string {
  const fallback = `${trip.name}: ${trip.destination}, ${trip.country}, from ${when(trip.startDate)} with ${trip.host.displayName}.`;
  return shareDescription(trip.summary || fallback);
}

/** The <head> tags of a trip's public page. */
export function tripHeadTags(trip: PublicTripView, origin: string): string {
  return shareHeadTags({
    title: `${trip.name} · Caravan`,
    shareTitle: trip.name,
    description: shareDescriptionOf(trip),
    url: `${origin}${trip.path}`,
    image: absoluteUrl(origin, trip.heroImageUrl),
    imageAlt: trip.name,
    ogType: 'website',
    largeImage: true,
  });
}

/** The page's content before any script runs: the same facts the React page shows (MKT-002, MKT-003). */
export function tripBodyContent(trip: PublicTripView): string {
  const e = escapeHtml;
  const money = (minor: number) => e(formatMinor(minor, trip.currency as CurrencyCode));
  const dates = trip.endDate ? `${when(trip.startDate)} – ${when(trip.endDate)}` : when(trip.startDate);
  const pkg = trip.packages[0];
  const status =
    trip.bookability.kind === 'open'
      ? `<p class="trip-page__spots">${trip.spotsRemaining} spot${trip.spotsRemaining === 1 ? '' : 's'} left</p>`
      : `<p class="trip-page__closed" role="status">${e(trip.bookability.message ?? '')}</p>`;
  return `<main class="trip-page" data-ssr="trip-page">
  ${trip.heroImageUrl ? `<img class="trip-page__hero" src="${e(trip.heroImageUrl)}" alt="${e(trip.name)}" />` : ''}
  <h1>${e(trip.name)}</h1>
  <p>${e(trip.destination)}, ${e(trip.country)} · ${e(dates)}</p>
  <p>${e(trip.summary)}</p>
  <section aria-label="Your host">
    ${trip.host.photoUrl ? `<img src="${e(trip.host.photoUrl)}" alt="${e(trip.host.displayName)}" width="64" height="64" />` : ''}
    <p>Hosted by ${e(trip.host.displayName)}</p>
  </section>
  ${status}
  <section aria-label="Price">
    ${pkg ? `<p>${e(pkg.level)} package: ${money(pkg.pricePerTraveler)} per traveler</p>` : ''}
    <p>Deposit: ${money(trip.depositPerTraveler)} per traveler</p>
    ${pkg?.included.length ? `<ul>${pkg.included.map((i) => `<li>${e(i)}</li>`).join('')}</ul>` : ''}
  </section>
  <section aria-label="Itinerary">
    <h2>Itinerary</h2>
    <ol>${trip.days.map((d) => `<li>Day ${d.day}: ${d.items.map(e).join(', ')}</li>`).join('')}</ol>
  </section>
</main>`;
}

/** The not-found page's content. */
export const NOT_FOUND_CONTENT = `<main class="trip-page"><h1>Trip not found</h1><p>This trip does not exist or is not published. <a href="/">Go to Caravan</a></p></main>`;

/**
 * The view the page was rendered from, as JSON the portal starts with (no loading state, no second request before the
 * first paint). `<` is escaped so no value can close the script element.
 */
export const tripDataScript = (trip: PublicTripView): string =>
  `<script type="application/json" id="${PUBLIC_TRIP_DATA_ELEMENT_ID}">${JSON.stringify(trip).replace(/</g, '\\u003c')}</script>`;

/**
 * A full document: the portal's built shell when there is one (its script takes over the page), with our head tags
 * in place of its title and description, the data its script starts from, and our content in its root; otherwise a
 * document of our own, with no script at all.
 */
export function renderDocument(shell: string | undefined, head: string, body: string, data = ''): string {
  if (shell?.includes('<div id="root"></div>')) {
    return shell
      .replace(/<title>[\s\S]*?<\/title>/, '')
      .replace(/<meta name="description"[^>]*>/, '')
      .replace('</head>', `    ${head}${data ? `\n    ${data}` : ''}\n  </head>`)
      .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
  }
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    ${head}
  </head>
  <body>
    <div id="root">${body}</div>
  </body>
</html>`;
}
