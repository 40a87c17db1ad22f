// The sandbox's stand-in for Affirm's page (only when the sandbox Affirm is configured): the traveler approves,
// is declined or cancels; the answer goes to the sandbox (`decide`) and the browser back to the portal's return path.
import { createRoute, z } from '@hono/zod-openapi';
import { type CurrencyCode, formatMinor } from '@caravan/domain';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/context.js';
import { PUBLIC_ROUTE } from '../../http/openapi-document.js';
import { router } from '../../http/openapi.js';
import { providersOf } from '../../providers/index.js';
import { SANDBOX_AFFIRM_PAGE_PATH, type SandboxAffirmGateway } from '../../providers/payments/index.js';
import { escapeHtml } from '../../views/share-tags.js';

/** The stand-in page's path, as OpenAPI spells a parameter. */
const PAGE_PATH = SANDBOX_AFFIRM_PAGE_PATH;
const html = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });
const tokenParams = z.object({
  token: z
    .string()
    .min(1)
    .max(200)
    .openapi({ param: { name: 'token', in: 'path' } }),
});

const pageRoute = createRoute({
  ...PUBLIC_ROUTE,
  method: 'get',
  path: PAGE_PATH,
  tags: ['sandbox'],
  summary: "The sandbox stand-in for Affirm's checkout page (PAY-008): Approve, Decline or Cancel",
  request: { params: tokenParams },
  responses: { 200: html('The checkout page'), 404: html('No such checkout, or Affirm is not the sandbox') },
});

const decideRoute = createRoute({
  ...PUBLIC_ROUTE,
  method: 'post',
  path: PAGE_PATH,
  tags: ['sandbox'],
  summary: "The traveler's answer on the stand-in page; redirects to the return path with checkout_token and outcome",
  request: {
    params: tokenParams,
    body: {
      required: true,
      content: {
        'application/x-www-form-urlencoded': {
          schema: z.object({ outcome: z.enum(['approved', 'declined', 'cancelled', 'timeout']) }),
        },
      },
    },
  },
  responses: {
    303: { description: 'Back to the portal with the outcome' },
    404: html('No such checkout, or Affirm is not the sandbox'),
  },
});

/** The configured Affirm when it is the sandbox (it has `decide`), else null: a real Affirm has its own page. */
function sandboxOf(c: Context<AppEnv>): SandboxAffirmGateway | null {
  const affirm = providersOf(c.get('deps')).affirm;
  return 'decide' in affirm ? (affirm as SandboxAffirmGateway) : null;
}

const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(title)}</title>
  </head>
  <body>
    <main>
${body}
    </main>
  </body>
</html>`;

const NOT_FOUND = page('Affirm checkout not found', '<h1>This Affirm checkout is unknown or has expired.</h1>');

export const sandboxAffirmRoutes = router()
  .openapi(pageRoute, (c) => {
    const checkout = sandboxOf(c)?.checkouts.get(c.req.valid('param').token);
    c.header('Cache-Control', 'no-store');
    if (!checkout || checkout.outcome !== null) return c.html(NOT_FOUND, 404);
    const amount = formatMinor(checkout.amountMinor, checkout.currency as CurrencyCode);
    return c.html(
      page(
        'Affirm (sandbox) · Pay over time',
        `      <h1>Pay over time with Affirm (sandbox)</h1>
      <p>${escapeHtml(checkout.orderReference)}: ${escapeHtml(amount)}</p>
      <form method="post">
        <button type="submit" name="outcome" value="approved">Approve</button>
        <button type="submit" name="outcome" value="declined">Decline</button>
        <button type="submit" name="outcome" value="cancelled">Cancel</button>
      </form>`,
      ),
      200,
    );
  })
  .openapi(decideRoute, (c) => {
    const sandbox = sandboxOf(c);
    const { token } = c.req.valid('param');
    if (!sandbox?.checkouts.has(token)) return c.html(NOT_FOUND, 404);
    try {
      return c.redirect(sandbox.decide(token, c.req.valid('form').outcome), 303);
    } catch {
      // Expired between the page and the click.
      return c.html(NOT_FOUND, 404);
    }
  });
