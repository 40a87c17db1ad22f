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

/** Booking creation: probed; skipped with a note saying whether a route exists (its load request is not written). */
export async function bookingCreation(base: string, ctx: EndpointContext): Promise<Endpoint | Skipped> {
  const first = ctx.travelers[ctx.travelers.length - 1];
  const headers = { 'content-type': 'application/json', cookie: first?.session.cookie ?? '' };
  const candidates = [
    '/api/me/bookings',
    `/api/me/trips/${ctx.liveTrip}/bookings`,
    `/api/trips/${ctx.liveTrip}/bookings`,
  ];
  const body = JSON.stringify({ tripId: ctx.liveTrip, spots: 1 });
  const seen: string[] = [];
  for (const path of candidates) {
    const p = await probe(base, 'POST', path, headers, body);
    if (absent(p)) continue;
    seen.push(`${path} answered ${p.status} ${p.body?.code ?? ''}`.trim());
  }
  return {
    key: 'booking-create',
    title: 'Booking creation',
    note: seen.length
      ? `a route exists (${seen.join('; ')}) but the bench has no load request for it yet: write one in optional.ts`
      : `no booking-creation route yet (tried POST ${candidates.join(', ')})`,
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
