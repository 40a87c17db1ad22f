// The host's Bookings tab of a trip (HBK-001): read the orders, confirm or reject selected ones, toggle auto-confirm.
// A host reaches only their own trips (co-hosts read them); another host's trip answers 404.
import { pageQuerySchema, tripIdParamsSchema } from '@caravan/domain';
import { createRoute, z } from '@hono/zod-openapi';
import type { PolicyUser } from '../../../auth/policy.js';
import { type AppDeps, publicUrlOfDeps, requireGroup } from '../../../http/context.js';
import { envelopeOf, errorResponses, router } from '../../../http/openapi.js';
import {
  decideHostBookings,
  type HostDecision,
  setHostAutoConfirm,
} from '../../../services/host-bookings/decide-host-bookings.js';
import { sendHostDecisionMails } from '../../../services/host-bookings/host-bookings-mail.js';
import {
  type HostBookingTable,
  readHostBookingTable,
  readHostBookings,
} from '../../../services/host-bookings/read-host-bookings.js';
import { hostBookingOrdersPageView, hostBookingsView } from '../../../views/host-bookings.view.js';

/** DECIDE: at most 100 orders per decision, because a trip's selectable orders are bounded by its spots. */
const MAX_SELECTED_BOOKINGS = 100;

const selectionBody = z
  .object({ bookingIds: z.array(z.uuid()).min(1).max(MAX_SELECTED_BOOKINGS) })
  .strict()
  .openapi('HostBookingSelection');
const autoConfirmBody = z.object({ enabled: z.boolean() }).strict().openapi('HostAutoConfirm');

const notYours = { description: 'Not found, or not your trip', content: errorResponses[403].content };
const ok = {
  description: "The trip's Bookings tab",
  content: { 'application/json': { schema: envelopeOf(hostBookingsView) } },
};
const BASE = '/api/me/host/trips/{id}/bookings';

const readRoute = createRoute({
  method: 'get',
  path: BASE,
  tags: ['me', 'host'],
  summary: "A trip's Bookings tab: the trip, its count cards and the auto-confirm toggle (HBK-002 to HBK-004)",
  request: { params: tripIdParamsSchema },
  responses: { 200: ok, 404: notYours, ...errorResponses },
});

const tableRoute = (table: HostBookingTable) =>
  createRoute({
    method: 'get',
    path: `${BASE}/${table}`,
    tags: ['me', 'host'],
    summary:
      table === 'travelers'
        ? "A page of the trip's pending and confirmed orders with payment labels, oldest first (HBK-018, HBK-020)"
        : "A page of the trip's waitlisted and awaiting orders, rejected last (HBK-019, HBK-023)",
    request: { params: tripIdParamsSchema, query: pageQuerySchema },
    responses: {
      200: {
        description: 'A page of orders',
        content: { 'application/json': { schema: envelopeOf(hostBookingOrdersPageView) } },
      },
      404: notYours,
      ...errorResponses,
    },
  });

const decisionRoute = (decision: HostDecision) =>
  createRoute({
    method: 'post',
    path: `${BASE}/${decision}`,
    tags: ['me', 'host'],
    summary:
      decision === 'confirm'
        ? 'Confirm the selected pending orders; never more spots than the trip has (HBK-001, HBK-026, HBK-027)'
        : 'Reject the selected orders (HBK-001, HBK-016, HBK-029)',
    request: {
      params: tripIdParamsSchema,
      body: { required: true, content: { 'application/json': { schema: selectionBody } } },
    },
    responses: {
      200: ok,
      404: notYours,
      409: { description: 'Refused by the booking rules, or not enough spots', content: errorResponses[403].content },
      ...errorResponses,
    },
  });

const autoConfirmRoute = createRoute({
  method: 'patch',
  path: `${BASE}/auto-confirm`,
  tags: ['me', 'host'],
  summary: "Turn the trip's auto-confirm of pending travelers on or off (HBK-001, HBK-032)",
  request: {
    params: tripIdParamsSchema,
    body: { required: true, content: { 'application/json': { schema: autoConfirmBody } } },
  },
  responses: { 200: ok, 404: notYours, ...errorResponses },
});

/** Decides in one transaction, which also writes each traveler's e-mail as a job (sent once it is committed). */
export async function decideAndTell(
  deps: AppDeps,
  input: { user: PolicyUser; tripId: string; bookingIds: string[]; decision: HostDecision },
) {
  const at = deps.now();
  const mail = { outbox: deps.queue, publicUrl: publicUrlOfDeps(deps) };
  const result = await decideHostBookings(
    deps.database.db,
    { ...input, now: at, mail, webhooks: deps.queue.webhooks },
    (tx, decided) =>
      sendHostDecisionMails(tx, deps.queue.mailsIn(tx), {
        decision: input.decision,
        tripId: input.tripId,
        tripName: decided.tripName,
        travelers: decided.decided,
        now: at,
      }),
  );
  return result.view;
}

export const hostBookingRoutes = router()
  .openapi(readRoute, async (c) => {
    const { user } = requireGroup(c, 'host');
    const data = await readHostBookings(c.get('deps').database.db, user, c.req.valid('param').id);
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(tableRoute('travelers'), async (c) => {
    const { user } = requireGroup(c, 'host');
    const { db } = c.get('deps').database;
    const data = await readHostBookingTable(db, user, c.req.valid('param').id, 'travelers', c.req.valid('query'));
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(tableRoute('waitlist'), async (c) => {
    const { user } = requireGroup(c, 'host');
    const { db } = c.get('deps').database;
    const data = await readHostBookingTable(db, user, c.req.valid('param').id, 'waitlist', c.req.valid('query'));
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(decisionRoute('confirm'), async (c) => {
    const { user } = requireGroup(c, 'host');
    const { bookingIds } = c.req.valid('json');
    const input = { user, tripId: c.req.valid('param').id, bookingIds, decision: 'confirm' as const };
    return c.json({ success: true as const, data: await decideAndTell(c.get('deps'), input) }, 200);
  })
  .openapi(decisionRoute('reject'), async (c) => {
    const { user } = requireGroup(c, 'host');
    const { bookingIds } = c.req.valid('json');
    const input = { user, tripId: c.req.valid('param').id, bookingIds, decision: 'reject' as const };
    return c.json({ success: true as const, data: await decideAndTell(c.get('deps'), input) }, 200);
  })
  .openapi(autoConfirmRoute, async (c) => {
    const { user } = requireGroup(c, 'host');
    const { database, now } = c.get('deps');
    const data = await setHostAutoConfirm(database.db, {
      user,
      tripId: c.req.valid('param').id,
      enabled: c.req.valid('json').enabled,
      now: now(),
    });
    return c.json({ success: true as const, data }, 200);
  });
