// GET / and GET /trips: the public home and trip search (MKT-026..028) rendered on the server as their first screen,
// with the cards they show inlined for the portal's script (issue 26 point 5: the page paints before any script runs).
// Without the built portal (tests, the API alone) the page is the server's alone, with no script, as the trip page's.
import {
  PUBLIC_HOME_COPY,
  TRIP_SEARCH_COPY,
  TRIP_SEARCH_FEATURED_COUNT,
  TRIP_SEARCH_PAGE_SIZE,
  TRIP_SEARCH_PATH,
  parseTripSearch,
} from '@caravan/domain';
import { Hono } from 'hono';
import { type AppEnv, publicUrl } from '../../http/context.js';
import { REVALIDATE_CACHE } from '../../http/portal-delivery.js';
import { searchTrips } from '../../services/trip-search/search-trips.js';
import { renderDocument } from '../../views/public-trip.page.js';
import {
  homeBodyContent,
  searchBodyContent,
  searchHeadTags,
  tripSearchDataScript,
} from '../../views/public-search.page.js';

export const searchPageRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { database, now, portalShell } = c.get('deps');
    const at = now();
    const page = await searchTrips(database.db, {}, { limit: TRIP_SEARCH_FEATURED_COUNT }, at);
    const head = searchHeadTags(
      { documentTitle: PUBLIC_HOME_COPY.documentTitle, shareTitle: 'Caravan', description: PUBLIC_HOME_COPY.text },
      `${publicUrl(c)}/`,
      page.items,
    );
    const data = tripSearchDataScript({}, TRIP_SEARCH_FEATURED_COUNT, page);
    // The cards' spots change with every booking: the page is revalidated each time, as the portal's own pages are.
    c.header('Cache-Control', REVALIDATE_CACHE);
    return c.html(renderDocument(portalShell, head, homeBodyContent(page.items, at), data));
  })
  .get(TRIP_SEARCH_PATH, async (c) => {
    const { database, now, portalShell } = c.get('deps');
    const url = new URL(c.req.url);
    // A search the codec refuses shows every trip, as the portal does (it adds its note when it takes over).
    const { filters } = parseTripSearch(url.search);
    const at = now();
    const page = await searchTrips(database.db, filters, { limit: TRIP_SEARCH_PAGE_SIZE }, at);
    const head = searchHeadTags(
      {
        documentTitle: TRIP_SEARCH_COPY.documentTitle,
        shareTitle: TRIP_SEARCH_COPY.title,
        description: TRIP_SEARCH_COPY.text,
      },
      `${publicUrl(c)}${TRIP_SEARCH_PATH}${url.search}`,
      page.items,
    );
    const data = tripSearchDataScript(filters, TRIP_SEARCH_PAGE_SIZE, page);
    c.header('Cache-Control', REVALIDATE_CACHE);
    return c.html(renderDocument(portalShell, head, searchBodyContent(page, filters, at), data));
  });
