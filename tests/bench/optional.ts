// Endpoints being added in parallel (the public trip page, booking creation): probed, measured when the route
// answers, skipped with a note when it does not exist yet (404 NOT_FOUND "No route for …").
import { bookingBaseline, bookingPair, FRESH_BOOKING_KEYS } from './booking-baseline.js';
import type { Endpoint, EndpointContext } from './endpoints.js';

export interface Skipped {
  key: string;
  title: string;
  note: string;
}

interface Probe {
  status: number;
  body: { code?: string; error?: string } | null;
}

async function probe(base: string, method: string, path: string, headers: Record<string, string>, body?: string) {
  const res = await fetch(`${base}${path}`, { method, headers, body: body ?? null });
  const text = await res.text();
  let parsed: Probe['body'] = null;
  try {
    parsed = JSON.parse(text);
  } catch {}
  return { status: res.status, body: parsed };
}
const absent = (p: Probe) => p.status === 404 && (p.body?.error ?? '').startsWith('No route for');

/** The public trip page by the candidate paths another engineer may choose (MKT-001 leaves the shape open). */
export async function publicTripPage(
  base: string,
  trip: { id: string; path: string | null },
): Promise<Endpoint | Skipped> {
  const candidates = [
    `/api/public/trips/${trip.path}`,
    `/api/public/trips/${trip.id}`,
    `/api/trips/${trip.path}`,
    `/api/public/trip-pages/${trip.path}`,
    `/api/trip-pages/${trip.path}`,
  ];
  for (const path of candidates) {
    const p = await probe(base, 'GET', path, {});
    if (absent(p)) continue;
    if (p.status !== 200) continue;
    return {
      key: 'public-trip',
      title: `Public trip page (GET ${path.replace(trip.path ?? '', '{path}').replace(trip.id, '{id}')})`,
      paged: false,
      variants: 1,
      request: () => ({ method: 'GET', path, headers: {} }),
      substitutions: () => ({}),
    };
  }
  return {
    key: 'public-trip',
    title: 'Public trip page',
    note: `no public trip route answers yet (tried ${candidates.map((c) => c.replace(trip.path ?? '', '{path}').replace(trip.id, '{id}')).join(', ')}); the public health check stands in (public-read)`,
  };
}

/** The public booking route (issue 15, MKT-005): a signed-in traveler books one spot, paying the deposit. */
const BOOKING_ROUTE = (tripId: string) => `/api/public/trips/${tripId}/bookings`;

/**
 * DECIDE: 5 s — at 50 connections each booking waits seven times for one of the pool's 10 connections, so the first
 * answers take seconds on a loaded 2-core machine and a shorter run counts a fraction of one wave of requests.
 */
const BOOKING_MIN_SECONDS = 5;

/** Booking creation: each request a new booking by a bench traveler on one of 50 trips, measured against its raw baseline. */
export async function bookingCreation(base: string, ctx: EndpointContext): Promise<Endpoint | Skipped> {
  const trip = ctx.bookableTrips[0] ?? ctx.liveTrip;
  const p = await probe(base, 'POST', BOOKING_ROUTE(trip), { 'content-type': 'application/json' }, '{}');
  if (absent(p) || ctx.bookers.length < 2)
    return {
      key: 'booking-create',
      title: 'Booking creation',
      note: absent(p)
        ? `no booking-creation route yet (POST ${BOOKING_ROUTE('{id}')} answers 404)`
        : 'too few bench travelers to book with: raise --scale',
    };
  const { bookers, bookableTrips } = ctx;
  const variants = bookers.length * bookableTrips.length;
  const who = (k: number) => {
    const pair = bookingPair(k, bookers.length, bookableTrips.length);
    return {
      booker: bookers[pair.booker] as EndpointContext['bookers'][number],
      tripId: bookableTrips[pair.trip] as string,
    };
  };
  // A key of this run's own: a key met again (a rerun on the same database) would answer its recorded booking.
  const run = Date.now().toString(36);
  const request = (k: number) => {
    const { booker, tripId } = who(k);
    return {
      method: 'POST' as const,
      path: BOOKING_ROUTE(tripId),
      headers: {
        'content-type': 'application/json',
        cookie: booker.session.cookie,
        'idempotency-key': `bench-${run}-${k}`,
      },
      body: JSON.stringify({
        ...(ctx.tripPackage ? { package: ctx.tripPackage } : {}),
        travelers: [{ firstName: 'Bench', lastName: booker.name, email: booker.email, room: 'shared' }],
        payment: { paymentOptionType: 'minimum', cardToken: 'tok_visa' },
        termsAccepted: true,
      }),
    };
  };
  // The last two pairs are the capture's (warm-up, recorded); Caravan's load starts from the first, the baseline's
  // from the middle, so the two never book the same traveler on the same trip.
  const captured = who(variants - 2);
  return {
    key: 'booking-create',
    title: `Booking creation (POST ${BOOKING_ROUTE('{id}')})`,
    paged: false,
    variants,
    request,
    substitutions: (k) => {
      const { booker, tripId } = who(k);
      return {
        [captured.booker.session.tokenHash]: booker.session.tokenHash,
        [captured.booker.session.userId]: booker.session.userId,
        [captured.tripId]: tripId,
      };
    },
    rawOffset: Math.floor(variants / 2),
    fresh: FRESH_BOOKING_KEYS,
    baseline: bookingBaseline,
    captureVariants: [variants - 1, variants - 2],
    minSeconds: BOOKING_MIN_SECONDS,
    note: `each request a new booking: one of ${bookers.length} bench travelers on one of ${bookableTrips.length} trips opened to 100,000 spots, a new Idempotency-Key each; the baseline runs the session lookup and Caravan's booking transaction (conditional UPDATE of the spot, booking, traveler, log and payment rows) with fresh keys`,
  };
}

/** The closest public read that exists today: the health check (one `select 1`). */
export const publicRead: Endpoint = {
  key: 'public-read',
  title: 'Public read: health check (GET /api/health)',
  paged: false,
  variants: 1,
  request: () => ({ method: 'GET', path: '/api/health', headers: {} }),
  substitutions: () => ({}),
  note: 'stands in for the public trip page until it exists',
};
