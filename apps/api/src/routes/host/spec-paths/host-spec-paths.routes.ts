// The host calls at the spec's own paths (§7.4; decision 022) that our workspace serves under /api/me/host/trips/…:
// the trip preview frame (HAP-070), the host terms (HAP-066), accepting them (HAP-047), the earnings report (HAP-067)
// and confirming or cancelling bookings by order ids (HAP-049). Each reuses the workspace's service; a host reaches
// only their own trips.
import { createRoute, z } from '@hono/zod-openapi';
import { requireGroup } from '../../../http/context.js';
import { envelopeOf, errorEnvelope, errorResponses, router } from '../../../http/openapi.js';
import { bookingIdsOfOrders } from '../../../services/host-bookings/bookings-by-order.js';
import { findHostTrip } from '../../../services/host-workspace/host-trip-access.js';
import { hostBookingsView } from '../../../views/host-bookings.view.js';
import { hostWorkspaceView } from '../../../views/host-workspace.view.js';
import { decideAndTell } from '../bookings/host-bookings.routes.js';
import { earningsReportResponse, earningsReportRoute } from '../pricing/pricing.routes.js';
import { acceptAgreementResponse } from '../workspace/agreement.routes.js';

/** DECIDE: at most 100 orders per call, as the Bookings tab's own selection (a trip's spots bound it). */
const MAX_ORDERS = 100;

const tripParams = z.object({ id: z.uuid({ message: 'Not a trip id' }) });
const err = (description: string) => ({ description, content: { 'application/json': { schema: errorEnvelope } } });
const notYours = err('No such trip, or not yours');

const hostTermsView = z
  .object({
    tripId: z.uuid(),
    /** The cost outputs and spots the host agreed to, null before the operator priced the trip. */
    hostTerms: z
      .object({
        costOutputs: z.array(z.record(z.string(), z.unknown())),
        minimumSpots: z.number().int().nullable(),
        maximumSpots: z.number().int().nullable(),
      })
      .strict()
      .nullable(),
    prices: z
      .object({
        initial: z.number().int().nullable(),
        remainingPrice: z.number().int().nullable(),
        serviceFee: z.number().int().nullable(),
        transactionFee: z.number().int().nullable(),
      })
      .strict()
      .describe('Minor units of `currency`'),
    currency: z.string(),
    /** The earnings advance, minor units. */
    flightStipend: z.number().int().nullable(),
    termsAcceptedAt: z.iso.datetime().nullable(),
  })
  .strict()
  .openapi('HostTerms');

const hostTermsRoute = createRoute({
  method: 'get',
  path: '/api/me/trips/{id}/host-terms',
  tags: ['me', 'host'],
  summary: "The trip's host terms: cost outputs, spots, prices and the earnings advance (HAP-066)",
  request: { params: tripParams },
  responses: {
    200: { description: 'The host terms', content: { 'application/json': { schema: envelopeOf(hostTermsView) } } },
    ...errorResponses,
    404: notYours,
  },
});

const reportRoute = earningsReportRoute(
  '/api/me/trips/{id}/earnings-report',
  "The approved earnings report as a PDF, at the spec's path (HAP-067)",
);

const acceptTermsRoute = createRoute({
  method: 'post',
  path: '/api/me/trips/{id}/accept-terms',
  tags: ['me', 'host'],
  summary: "Accept the services agreement at the spec's path (HAP-047): the trip becomes host-approved",
  request: {
    params: tripParams,
    body: {
      required: true,
      content: {
        // DECIDE: the spec sends 'the agreement payload terms' without its shape; here it is the host's yes.
        'application/json': {
          schema: z.object({ terms: z.literal(true, { message: 'Accept the terms to continue' }) }).strict(),
        },
      },
    },
  },
  responses: {
    200: {
      description: 'The workspace after the acceptance',
      content: { 'application/json': { schema: envelopeOf(hostWorkspaceView) } },
    },
    ...errorResponses,
    404: notYours,
    409: err('The trip machine refused the acceptance (its reason), or a race lost'),
  },
});

const ordersBody = z
  .object({ orderIds: z.array(z.string().min(1).max(64)).min(1).max(MAX_ORDERS) })
  .strict()
  .openapi('HostOrderSelection');

const decisionRoute = (name: 'confirmBookings' | 'cancelBookings') =>
  createRoute({
    method: 'post',
    path: `/api/me/trip-details/{id}/${name}`,
    tags: ['me', 'host'],
    summary:
      name === 'confirmBookings'
        ? 'Confirm the orders with these ids, as Confirm Selected does (HAP-049)'
        : 'Reject the orders with these ids, as Reject Selected does (HAP-049)',
    request: {
      params: tripParams,
      body: { required: true, content: { 'application/json': { schema: ordersBody } } },
    },
    responses: {
      200: {
        description: "The trip's Bookings tab",
        content: { 'application/json': { schema: envelopeOf(hostBookingsView) } },
      },
      ...errorResponses,
      400: err('An order id is not one of the trip’s orders'),
      404: notYours,
      409: err('Refused by the booking rules, or not enough spots'),
    },
  });

/** The signed-in host and the booking ids of the trip's orders `orderIds` (bookingIdsOfOrders's 404 and 400). */
async function bookingIdsOf(c: Parameters<typeof requireGroup>[0], tripId: string, orderIds: string[]) {
  const { user } = requireGroup(c, 'host');
  return { user, bookingIds: await bookingIdsOfOrders(c.get('deps').database.db, user, tripId, orderIds) };
}

export const hostSpecPathRoutes = router()
  .openapi(hostTermsRoute, async (c) => {
    const { user } = requireGroup(c, 'host');
    const trip = await findHostTrip(c.get('deps').database.db, user, c.req.valid('param').id, 'read');
    const data = {
      tripId: trip.id,
      hostTerms: trip.hostTerms
        ? {
            costOutputs: trip.hostTerms.costOutputs ?? [],
            minimumSpots: trip.hostTerms.minimumSpots ?? null,
            maximumSpots: trip.hostTerms.maximumSpots ?? null,
          }
        : null,
      prices: {
        initial: trip.priceInitial ?? null,
        remainingPrice: trip.priceRemaining ?? null,
        serviceFee: trip.serviceFee ?? null,
        transactionFee: trip.transactionFee ?? null,
      },
      currency: trip.currency,
      flightStipend: trip.flightStipend ?? null,
      termsAcceptedAt: trip.termsAcceptedAt?.toISOString() ?? null,
    };
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(acceptTermsRoute, (c) => acceptAgreementResponse(c, c.req.valid('param').id))
  .openapi(reportRoute, (c) => earningsReportResponse(c, c.req.valid('param').id))
  .openapi(decisionRoute('confirmBookings'), async (c) => {
    const tripId = c.req.valid('param').id;
    const { user, bookingIds } = await bookingIdsOf(c, tripId, c.req.valid('json').orderIds);
    const data = await decideAndTell(c.get('deps'), { user, tripId, bookingIds, decision: 'confirm' });
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(decisionRoute('cancelBookings'), async (c) => {
    const tripId = c.req.valid('param').id;
    const { user, bookingIds } = await bookingIdsOf(c, tripId, c.req.valid('json').orderIds);
    const data = await decideAndTell(c.get('deps'), { user, tripId, bookingIds, decision: 'reject' });
    return c.json({ success: true as const, data }, 200);
  });
