// POST /api/public/trips/{id}/bookings (MKT-005..009): book a trip from its public page, signed in or creating an
// account in the same request (with a password, or as a guest who sets it from the confirmation e-mail: decision 042); Idempotency-Key required; every amount recomputed from the trip. The spots are held
// before anything expensive (decision 035), so a launch rush's late visitors are answered at once. With leases on
// (decision 040) the request holds one pooled connection from its rate limit to its answer, handed back while a
// password is hashed; by default each statement outside a transaction takes its own.
import { emitBookingCreatedWebhooks } from '../../services/webhooks/booking-webhooks.js';
import { createRoute, z } from '@hono/zod-openapi';
import { limitMoneyWritesOnLease } from '../../auth/rate-limit.js';
import { idempotencyKeyHeader } from '../../http/idempotency-key.js';
import { IDEMPOTENCY_KEY_HEADER, createPublicBookingRequestSchema } from '@caravan/domain';
import { publicUrl } from '../../http/context.js';
import { OPTIONAL_SESSION_ROUTE } from '../../http/openapi-document.js';
import { envelopeOf, errorResponses, refusal, router } from '../../http/openapi.js';
import { log } from '../../observability/logger.js';
import { providersOf } from '../../providers/index.js';
import {
  FinalFailure,
  answerIdempotent,
  declaredAnswer,
  requireIdempotencyKey,
  withIdempotency,
} from '../../services/booking/idempotency.js';
import {
  checkCustomerIsBooker,
  discardCreatedAccount,
  resolveBooker,
} from '../../services/booking/create-booking/booker.js';
import { guestPasswordLink } from '../../services/booking/create-booking/guest-password.js';
import { sendNewBookingMails } from '../../services/booking/create-booking/booking-mail.js';
import { createBooking, planBooking, spotsUnavailable } from '../../services/booking/create-booking/create-booking.js';
import { holdSpots, releaseSpots } from '../../services/booking/create-booking/spot-hold.js';
import { findBookingTrip } from '../../services/booking/create-booking/booking-trip.js';
import { newBookingView } from '../../views/new-booking.view.js';

const json = (description: string) => ({
  description,
  content: { 'application/json': { schema: envelopeOf(newBookingView) } },
});

const bookRoute = createRoute({
  ...OPTIONAL_SESSION_ROUTE,
  // Counted before validation, as every money-moving write is (MONEY_RATE_LIMIT), on the request's leased connection
  // when leases are on (decision 040).
  middleware: limitMoneyWritesOnLease,
  method: 'post',
  path: '/api/public/trips/{id}/bookings',
  tags: ['public'],
  summary: 'Book a trip from its public page (MKT-005..008); Idempotency-Key required',
  request: {
    params: z.object({
      id: z
        .string()
        .min(1)
        .max(200)
        .openapi({ param: { name: 'id', in: 'path' } }),
    }),
    headers: idempotencyKeyHeader,
    body: { required: true, content: { 'application/json': { schema: createPublicBookingRequestSchema } } },
  },
  responses: {
    201: json('Booked (pending, confirmed or waitlisted)'),
    200: json('Replayed: the answer of the first request with this key'),
    ...errorResponses,
    402: refusal('The card was declined: no booking, no charge'),
    404: refusal('No public trip there'),
    409: refusal('Not bookable, sold out, no private room left, already booked, or a duplicate request in flight'),
    422: refusal('Refused: payment amount, package, terms, or an Idempotency-Key reused with another body'),
    502: refusal('The payment processor failed: no booking, no charge'),
    504: refusal('The payment processor timed out: no booking, no charge'),
  },
});

export const publicBookingRoutes = router().openapi(bookRoute, async (c) => {
  const { database, now, queue } = c.get('deps');
  // The request's leased connection when leases are on (limitMoneyWritesOnLease, decision 040); else the pool.
  const db = database.leased;
  const key = requireIdempotencyKey(c.req.header(IDEMPOTENCY_KEY_HEADER));
  const request = c.req.valid('json');
  const { id } = c.req.valid('param');
  const { trip, heldSpots, host } = await findBookingTrip(db, id);
  const [customer] = request.travelers;
  if (!customer) throw new Error('validated: at least one traveler');
  // A trip that stopped being bookable while its page was open is refused before any account or password work.
  planBooking({ trip, request, now: now() });
  // The launch rush (decision 035): the spots are held first, so a visitor who gets none learns it now, before a
  // password is hashed or an account made; the ones held and not booked are given back below.
  const spots = request.travelers.length;
  const held = await holdSpots(db, trip.id, spots, {
    spotsTaken: trip.spotsTaken,
    heldSpots,
    maximumSpots: trip.maximumSpots,
  });
  if (!held && !request.joinWaitlist) throw spotsUnavailable();
  let booked = false;
  try {
    // A visitor's password is hashed (or checked) holding no connection: the next statement takes one again.
    if (!c.get('session')) database.pauseLease();
    const booker = await resolveBooker(c, customer, request.account, trip);
    checkCustomerIsBooker(customer, booker);
    // The password is no part of the request's fingerprint: the key's stored hash must not help guess it.
    const { account: _password, ...fingerprint } = request;
    const result = await withIdempotency(
      db,
      {
        userId: booker.id,
        key,
        route: `POST /api/public/trips/:id/bookings ${trip.id}`,
        body: fingerprint,
        now: now(),
      },
      declaredAnswer(bookRoute, 201),
      async (record) => {
        const at = now();
        const booking = await createBooking(db, providersOf(c.get('deps')), {
          trip,
          booker,
          request,
          idempotencyKey: key,
          now: at,
          spotsHeld: held,
          // The e-mails and webhooks are jobs written in the booking's transaction, and its answer is recorded under
          // the Idempotency-Key there too: all sent or kept after it commits, none if it rolls back.
          inTransaction: async (tx, created) => {
            await sendNewBookingMails(queue.mailsIn(tx, { key: `booking:${created.bookingId}:created` }), {
              booking: created,
              traveler: { email: booker.email, firstName: booker.firstName },
              host,
              appOrigin: publicUrl(c),
              now: at,
              // A guest's account gets its set-password link here, with the booking (decision 042).
              setPassword: await guestPasswordLink(tx, booker, { appOrigin: publicUrl(c), now: at }),
            });
            // The operator's and host's webhooks, as jobs in the same transaction (MKT-053): sent after commit.
            await emitBookingCreatedWebhooks(queue.webhooks, tx, created);
            await record(tx, { success: true as const, data: created });
          },
        }).catch(async (error: unknown) => {
          // Nothing was booked: the account this request made goes too (MKT-054), unless money moved and came back.
          if (!(error instanceof FinalFailure)) await discardCreatedAccount(c, booker, db);
          throw error;
        });
        booked = true;
        return { success: true as const, data: booking };
      },
    );
    return answerIdempotent(c, result);
  } finally {
    if (held && !booked)
      await releaseSpots(db, {
        tripId: trip.id,
        count: spots,
        now: now(),
        mail: { outbox: queue, publicUrl: publicUrl(c) },
      }).catch((error: unknown) =>
        log().error(
          { err: error, tripId: trip.id, spots },
          '[booking] could not give back the spots a failed booking held',
        ),
      );
  }
});
