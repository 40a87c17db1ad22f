// GET /trips/{slug}: the public trip page as HTML from the server (MKT-001..003): link previews and crawlers read
// the tags and content before any script; an unknown or unpublished trip is a real 404 page.
import { Hono } from 'hono';
import { type AppEnv, publicUrl } from '../../http/context.js';
import { AppError } from '../../errors/app-error.js';
import { findPublicTrip, publicTripViewOf } from '../../services/booking/create-booking/public-trip.js';
import {
  NOT_FOUND_CONTENT,
  escapeHtml,
  renderDocument,
  tripBodyContent,
  tripDataScript,
  tripHeadTags,
} from '../../views/public-trip.page.js';

/** DECIDE: link previews may cache a page for 5 minutes; spots left change, so not longer. */
export const TRIP_PAGE_MAX_AGE_SECONDS = 300;

export const tripPageRoutes = new Hono<AppEnv>().get('/trips/:slug', async (c) => {
  const { database, now, portalShell } = c.get('deps');
  // The page's canonical and share links start from PUBLIC_URL (MKT-044), never the Host header a request names.
  const origin = publicUrl(c);
  try {
    const trip = await findPublicTrip(database.db, c.req.param('slug'));
    const view = await publicTripViewOf(database.db, trip, now());
    c.header('Cache-Control', `public, max-age=${TRIP_PAGE_MAX_AGE_SECONDS}`);
    return c.html(
      renderDocument(portalShell, tripHeadTags(view, origin), tripBodyContent(view), tripDataScript(view)),
      200,
    );
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 404) throw error;
    const head = `<title>${escapeHtml('Trip not found · Caravan')}</title>\n    <meta name="robots" content="noindex" />`;
    return c.html(renderDocument(portalShell, head, NOT_FOUND_CONTENT), 404);
  }
});
