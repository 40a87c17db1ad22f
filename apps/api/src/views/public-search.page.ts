// The public home `/` and search `/trips` (MKT-026, MKT-027) as the server's first render: the header, the heading,
// the home's search form and the search's filter panel (plain GET forms, disabled, replaced by the portal's own) and
// the first cards, with the cards' data inlined, so the page paints from the HTML and the portal's script takes over
// without asking for them again.
// The words come from @caravan/domain, where the portal's screens read them; the class names are the screens' own,
// so the page looks the same before and after the script.
import {
  type Page,
  PUBLIC_HOME_COPY,
  TRIP_SEARCH_COPY,
  TRIP_SEARCH_DATA_ELEMENT_ID,
  type TripCard,
  type TripSearchFilters,
  tripCardAvailabilityLabel,
  tripCardDates,
  tripCardHostLabel,
  tripCardLengthLabel,
  tripCardPlace,
  tripCardPriceLabel,
  tripSearchMonths,
  tripSearchResultsTitle,
} from '@caravan/domain';
import { searchFiltersContent } from './public-search-filters.page.js';
import { escapeHtml as e, shareHeadTags } from './share-tags.js';

/** The card photo's intrinsic size (the portal's TripCardItem gives the same): 16:9, no layout shift. */
const CARD_PHOTO = { width: 640, height: 360 } as const;
/** DECIDE: the first 3 cards' photos load at once (the portal's EAGER_CARDS); the first is the page's largest paint. */
const EAGER_CARDS = 3;

export const BRAND_MARK = `<svg class="pt-Brand-mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="8" fill="currentColor"></rect><path d="M6 22c3-7 6-10 10-10s7 3 10 10" fill="none" stroke="#fdf1e8" stroke-width="2.5" stroke-linecap="round"></path><circle cx="22" cy="10" r="3" fill="#f3c3a2"></circle></svg>`;

/** The marketplace header (the portal's PublicHeader for a visitor). */
const header = (): string => `<header class="pt-Header"><div class="pt-Header-inner ts-Header">
  <a href="/" class="cv-Link pt-Brand" data-variant="standalone" aria-label="Caravan home">${BRAND_MARK}<span class="pt-Brand-name">Caravan</span></a>
  <nav aria-label="Main" class="ts-Header-nav"><a href="/trips" class="cv-Link" data-variant="standalone">${e(TRIP_SEARCH_COPY.title)}</a><a href="/login" class="cv-Link ts-Header-signin" data-variant="standalone">${e(PUBLIC_HOME_COPY.signIn)}</a></nav>
</div></header>`;

/** One card (the portal's TripCardItem). */
function card(trip: TripCard, index: number): string {
  const place = tripCardPlace(trip);
  const image = trip.heroImageUrl
    ? `<img class="ts-Card-image" src="${e(trip.heroImageUrl)}" alt="${e(`${trip.name}: ${place}`)}" width="${CARD_PHOTO.width}" height="${CARD_PHOTO.height}" ${index < EAGER_CARDS ? `loading="eager"${index === 0 ? ' fetchpriority="high"' : ''}` : 'loading="lazy"'} decoding="async">`
    : '<div class="ts-Card-image ts-Card-image--none" aria-hidden="true"></div>';
  return `<li><article class="ts-Card">${image}<div class="ts-Card-body">
  <h3 class="ts-Card-title"><a href="${e(trip.path)}" class="cv-Link ts-Card-link" data-variant="standalone">${e(trip.name)}</a></h3>
  <p class="ts-Card-host">${e(tripCardHostLabel(trip))}</p>
  <p class="ts-Card-place">${e(place)}</p>
  <p class="ts-Card-dates">${e(tripCardDates(trip))} · ${e(tripCardLengthLabel(trip))}</p>
  <p class="ts-Card-price">${e(tripCardPriceLabel(trip))}</p>
  <p class="ts-Card-spots" data-kind="${e(trip.availability.kind)}">${e(tripCardAvailabilityLabel(trip.availability))}</p>
</div></article></li>`;
}

const grid = (trips: readonly TripCard[], label: string): string =>
  trips.length ? `<ul class="ts-Grid" aria-label="${e(label)}">${trips.map(card).join('')}</ul>` : '';

/** The page frame: header and main (the portal's MarketplaceLayout); `data-prerendered` names the page. */
const layout = (page: string, content: string): string =>
  `<div class="pt-App">${header()}<main class="pt-Main ts-Main" data-prerendered="${page}">${content}</main></div>`;

/**
 * The home's first screen (the portal's HomePage): hero, search form, the soonest trips. The form's fields wait,
 * disabled, for the portal's own form: what is typed into a field about to be replaced would be lost.
 */
export function homeBodyContent(trips: readonly TripCard[], now: Date): string {
  const c = PUBLIC_HOME_COPY;
  const months = tripSearchMonths(now)
    .map((m) => `<option value="${e(m.id)}">${e(m.label)}</option>`)
    .join('');
  return layout(
    'home',
    `<div class="hm-Page">
  <section class="hm-Hero" aria-labelledby="home-title">
    <h1 id="home-title" class="hm-Hero-title">${e(c.title)}</h1>
    <p class="hm-Hero-text">${e(c.text)}</p>
    <form class="cv-Form hm-Search" action="/trips" method="get" aria-label="${e(c.searchLabel)}">
      <div class="cv-Field hm-Search-destination"><label class="cv-Field-label" for="ssr-destination">${e(c.destinationLabel)}</label><input id="ssr-destination" class="cv-Input ts-Input" type="search" name="destination" maxlength="100" disabled placeholder="${e(c.destinationPlaceholder)}"></div>
      <div class="cv-Field ts-Choice"><label class="cv-Field-label" for="ssr-month">${e(c.monthLabel)}</label><select id="ssr-month" class="cv-Input ts-Choice-select" name="month" disabled><option value="">${e(c.anyMonth)}</option>${months}</select></div>
      <button type="submit" class="cv-Button" data-variant="primary" disabled><span class="cv-Button-label">${e(c.searchLabel)}</span></button>
    </form>
  </section>
  <section class="hm-Featured" aria-labelledby="featured-title">
    <div class="hm-Featured-header"><h2 id="featured-title">${e(c.featuredTitle)}</h2><a href="/trips" class="cv-Link hm-BrowseAll" data-variant="standalone">${e(c.browseAll)}</a></div>
    ${grid(trips, c.featuredLabel)}
  </section>
</div>`,
  );
}

/**
 * The search's first screen (the portal's TripSearchPage): its header, its filter panel (disabled, with the URL's
 * search in it) and the first page of results.
 */
export function searchBodyContent(page: Page<TripCard>, filters: TripSearchFilters, now: Date): string {
  const trips = page.items;
  const c = TRIP_SEARCH_COPY;
  return layout(
    'trip-search',
    `<div class="ts-Page">
  <header class="ts-PageHeader"><h1 class="ts-PageHeader-title">${e(c.title)}</h1><p class="ts-PageHeader-text">${e(c.text)}</p></header>
  ${searchFiltersContent(filters, now)}
  <section class="ts-Results" aria-labelledby="trip-results-title"><h2 id="trip-results-title" class="ts-Results-title">${e(tripSearchResultsTitle(trips.length, page.nextCursor != null))}</h2>${grid(trips, c.resultsLabel)}</section>
</div>`,
  );
}

/** The <head> of the home or the search: title, description, canonical URL, share tags; the first photo preloaded. */
export function searchHeadTags(
  page: { documentTitle: string; shareTitle: string; description: string },
  url: string,
  trips: readonly TripCard[],
): string {
  const first = trips[0]?.heroImageUrl;
  const tags = shareHeadTags({
    title: page.documentTitle,
    shareTitle: page.shareTitle,
    description: page.description,
    url,
    image: null,
    imageAlt: '',
    ogType: 'website',
    largeImage: false,
  });
  // The first card's photo is the page's largest paint on most screens: fetched with the page, before the scripts.
  return first ? `${tags}\n    <link rel="preload" as="image" href="${e(first)}" fetchpriority="high">` : tags;
}

/** The first page of cards and the search it answers, for the portal to start from (`<` escaped: no value ends it). */
export const tripSearchDataScript = (filters: TripSearchFilters, limit: number, page: Page<TripCard>): string =>
  `<script type="application/json" id="${TRIP_SEARCH_DATA_ELEMENT_ID}">${JSON.stringify({ filters, limit, page }).replace(/</g, '\\u003c')}</script>`;
