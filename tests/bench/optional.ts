// Endpoints being added in parallel (the public trip page, booking creation): probed, measured when the route
// answers, skipped with a note when it does not exist yet (404 NOT_FOUND "No route for …").
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

/** Booking creation: each request a different bench traveler (a traveler books a trip once) on one of 50 trips. */
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
  const request = (k: number) => {
    const who = ctx.bookers[k % ctx.bookers.length] ?? (ctx.bookers[0] as EndpointContext['bookers'][number]);
    const tripId = ctx.bookableTrips[k % ctx.bookableTrips.length] ?? trip;
    return {
      method: 'POST' as const,
      path: BOOKING_ROUTE(tripId),
      headers: {
        'content-type': 'application/json',
        cookie: who.session.cookie,
        'idempotency-key': `bench-booking-${k}-${who.session.token.slice(0, 8)}`,
      },
      body: JSON.stringify({
        ...(ctx.tripPackage ? { package: ctx.tripPackage } : {}),
        travelers: [{ firstName: 'Bench', lastName: who.name, email: who.email, room: 'shared' }],
        payment: { paymentOptionType: 'minimum', cardToken: 'tok_visa' },
        termsAccepted: true,
      }),
    };
  };
  return {
    key: 'booking-create',
    title: `Booking creation (POST ${BOOKING_ROUTE('{id}')})`,
    paged: false,
    variants: ctx.bookers.length,
    request,
    substitutions: () => ({}),
    noBaseline: 'it inserts a booking, a traveler and a payment under keys Caravan generates; a replay would collide',
    // The last two bookers are the capture's; the load starts from the first.
    captureVariants: [ctx.bookers.length - 1, ctx.bookers.length - 2],
    note: `each request a new bench traveler (${ctx.bookers.length}) on one of ${ctx.bookableTrips.length} trips opened to 100,000 spots; a traveler who already booked answers 409`,
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
