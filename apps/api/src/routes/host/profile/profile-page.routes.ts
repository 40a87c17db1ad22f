// GET /hosts/{pagePath}: a host's public profile as HTML from the server (PRF-005): link previews read its tags and
// content before any script; an unknown path is a real 404 page. Rate limited like the JSON read.
import { Hono } from 'hono';
import { rateLimit } from '../../../auth/rate-limit.js';
import { type AppEnv, publicUrl } from '../../../http/context.js';
import { AppError } from '../../../errors/app-error.js';
import { findHostByPagePath } from '../../../services/host-profile/host-profile.js';
import {
  PROFILE_NOT_FOUND_CONTENT,
  profileBodyContent,
  profileDataScript,
  profileHeadTags,
} from '../../../views/host-profile.page.js';
import { toHostPublicProfileView } from '../../../views/host-profile.view.js';
import { escapeHtml, renderDocument } from '../../../views/public-trip.page.js';
import { PUBLIC_PROFILE_RATE_LIMIT } from './profile.routes.js';

/** DECIDE: previews may cache a profile for 5 minutes, as the trip page; an edit shows within that. */
export const PROFILE_PAGE_MAX_AGE_SECONDS = 300;

export const hostProfilePageRoutes = new Hono<AppEnv>();
hostProfilePageRoutes.use('/hosts/*', rateLimit(PUBLIC_PROFILE_RATE_LIMIT, ['GET']));
hostProfilePageRoutes.get('/hosts/:pagePath', async (c) => {
  const { database, portalShell } = c.get('deps');
  // The page's canonical and share links start from PUBLIC_URL (MKT-044), never the Host header a request names.
  const origin = publicUrl(c);
  try {
    const pagePath = c.req.param('pagePath');
    if (pagePath.length > 100) throw new AppError(404, 'NOT_FOUND', 'No host here.');
    const row = await findHostByPagePath(database.db, pagePath);
    const view = toHostPublicProfileView(row.host, row.user);
    c.header('Cache-Control', `public, max-age=${PROFILE_PAGE_MAX_AGE_SECONDS}`);
    return c.html(
      renderDocument(portalShell, profileHeadTags(view, origin), profileBodyContent(view), profileDataScript(view)),
      200,
    );
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 404) throw error;
    const head = `<title>${escapeHtml('Host not found · Caravan')}</title>\n    <meta name="robots" content="noindex" />`;
    return c.html(renderDocument(portalShell, head, PROFILE_NOT_FOUND_CONTENT), 404);
  }
});
