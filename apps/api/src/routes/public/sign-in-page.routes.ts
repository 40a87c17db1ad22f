// GET /login: the sign-in page rendered on the server as its first screen (issue 29 point 4: its heading and form
// paint from the HTML, styled by the portal's inlined CSS, before the portal's script has run; route-preloads.ts names
// that script at once, never deferred). Without the built portal (tests, the API alone) the page is the server's alone.
import { LOGIN_PATH } from '@caravan/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context.js';
import { REVALIDATE_CACHE } from '../../http/portal-delivery.js';
import { renderDocument } from '../../views/public-trip.page.js';
import { signInBodyContent, signInHeadTags } from '../../views/sign-in.page.js';

export const signInPageRoutes = new Hono<AppEnv>().get(LOGIN_PATH, (c) => {
  const { now, portalShell } = c.get('deps');
  // The page names the current build's assets, as the portal's own page does: revalidated each time.
  c.header('Cache-Control', REVALIDATE_CACHE);
  return c.html(renderDocument(portalShell, signInHeadTags(), signInBodyContent(now(), new URL(c.req.url).search)));
});
