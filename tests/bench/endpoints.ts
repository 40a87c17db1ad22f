// The endpoints users hit most, each as the user who hits it: what request to send (per variant, when one user or
// one address cannot carry the load: rate limits are per user and per address), and what the raw-SQL baseline must
// substitute to run the same SQL for that variant.
import type { Captured } from './capture.js';
import type { EndpointPlan } from './plan.js';
import type { Session } from './sessions.js';

export interface RequestSpec {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface Endpoint {
  /** Short name: the raw-SQL server's route and the key in results.json. */
  key: string;
  title: string;
  /** A list read a page at a time: part of the scaling run. */
  paged: boolean;
  /** How many different requests it cycles through (1: the same request every time). */
  variants: number;
  request(variant: number): RequestSpec;
  /** The captured request's values → variant k's, for the baseline (ids, session token hashes, addresses). */
  substitutions(variant: number): Record<string, string>;
  /** Where the baseline's variants start (a booking's: other travelers than Caravan's, so none is booked twice). */
  rawOffset?: number;
  /** Parameter patterns the baseline replaces with fresh random values per request (a new session's token hash). */
  fresh?: string[];
  /** Sign-in checks a password: the baseline does the same scrypt work. */
  password?: string;
  /** Slow requests need a longer run to complete enough of them to measure. */
  minSeconds?: number;
  /** The baseline's own SQL, from the captured request's, when a replay of it all is not the baseline (a booking). */
  baseline?: (captured: Captured) => Pick<EndpointPlan, 'batches' | 'learn' | 'guarded'>;
  /** The variants the capture sends (warm-up, recorded) when one request cannot be sent twice. */
  captureVariants?: [number, number];
  note?: string | undefined;
}

export interface EndpointContext {
  /** A session of each demo user the endpoints act as. */
  sessions: { traveler: Session; host: Session; operator: Session; admin: Session };
  /** Bench travelers' sessions and one booking of each, for the rate-limited change (20 writes a minute per user). */
  travelers: { session: Session; bookingId: string }[];
  /** Other bench travelers, each booking once (a traveler books a trip once), and the trips they book. */
  bookers: { session: Session; email: string; name: string }[];
  bookableTrips: string[];
  tripPackage: string | null;
  liveTrip: string;
  liveBooking: string;
  /** The body manage booking sends to reprice traveler@'s booking (bench bookings are copies of it). */
  repriceBody: unknown;
  travelerEmail: string;
  password: string;
}

const json = { 'content-type': 'application/json' };
const get = (key: string, title: string, session: Session, path: string, paged = false, note?: string): Endpoint => ({
  key,
  title,
  paged,
  variants: 1,
  request: () => ({ method: 'GET', path, headers: { cookie: session.cookie } }),
  substitutions: () => ({}),
  note,
});

/** 10.x.y.z, one address per sign-in variant (Caravan runs with TRUST_PROXY so X-Forwarded-For counts). */
const address = (k: number) => `10.${(k >> 16) & 255}.${(k >> 8) & 255}.${k & 255}`;
/** DECIDE: 50,000 addresses — a minute of sign-ins at any rate this machine reaches stays under 100 per address. */
const SIGN_IN_ADDRESSES = 50_000;

/** The always-present endpoints; public trip page and booking creation are probed for (optional.ts). */
export function coreEndpoints(ctx: EndpointContext): Endpoint[] {
  const { traveler, host, operator, admin } = ctx.sessions;
  const first = ctx.travelers[0];
  if (!first) throw new Error('no bench travelers');
  return [
    get('traveler-trips', "Traveler's trips (GET /api/me/trips)", traveler, '/api/me/trips', true),
    get(
      'traveler-trip',
      "Traveler's trip with booking decisions (GET /api/me/trips/{id})",
      traveler,
      `/api/me/trips/${ctx.liveTrip}`,
    ),
    get(
      'booking-detail',
      'Booking detail (GET /api/me/trips/{id}/bookings)',
      traveler,
      `/api/me/trips/${ctx.liveTrip}/bookings`,
    ),
    get('traveler-bookings', "Traveler's bookings (GET /api/me/bookings)", traveler, '/api/me/bookings', true),
    {
      key: 'manage-change',
      title: 'Manage booking change: reprice (POST /api/me/bookings/{id}/reprice-quotes)',
      paged: false,
      variants: ctx.travelers.length,
      request: (k) => {
        const t = ctx.travelers[k % ctx.travelers.length] ?? first;
        return {
          method: 'POST',
          path: `/api/me/bookings/${t.bookingId}/reprice-quotes`,
          headers: { ...json, cookie: t.session.cookie },
          body: JSON.stringify(ctx.repriceBody),
        };
      },
      substitutions: (k) => {
        const t = ctx.travelers[k % ctx.travelers.length] ?? first;
        return {
          [first.session.tokenHash]: t.session.tokenHash,
          [first.session.userId]: t.session.userId,
          [first.bookingId]: t.bookingId,
        };
      },
      note: `rotates over ${ctx.travelers.length} bench travelers (20 money writes a minute per user)`,
    },
    get('host-trips', "Host's trip list (GET /api/me/trips as host@)", host, '/api/me/trips', true),
    get(
      'host-bookings',
      "Host's trip bookings (GET /api/me/bookings as host@)",
      host,
      '/api/me/bookings',
      true,
      'no per-trip bookings route for hosts yet: the bookings on all of the host’s trips',
    ),
    get(
      'operator-search',
      'Operator booking search (GET /api/me/bookings?search=BENCH-1)',
      operator,
      '/api/me/bookings?search=BENCH-1',
      true,
    ),
    get(
      'admin-users',
      'Admin user search (GET /api/admin/users?search=bench-traveler-1)',
      admin,
      '/api/admin/users?search=bench-traveler-1',
      true,
    ),
    get('admin-trips', 'Admin trip list (GET /api/admin/trips)', admin, '/api/admin/trips', true),
    {
      key: 'sign-in',
      title: 'Sign-in (POST /api/authentication/login)',
      paged: false,
      variants: SIGN_IN_ADDRESSES,
      request: (k) => ({
        method: 'POST',
        path: '/api/authentication/login',
        headers: { ...json, 'x-forwarded-for': address(k) },
        body: JSON.stringify({ email: ctx.travelerEmail, password: ctx.password }),
      }),
      substitutions: (k) => ({ [`address:${address(0)}`]: `address:${address(k)}` }),
      // The new session's token hash (SHA-256, base64url) is random per sign-in.
      fresh: ['^[A-Za-z0-9_-]{43}$'],
      password: ctx.password,
      // DECIDE: 5 s — one scrypt takes hundreds of ms on a loaded core; a 1–2 s run completes too few to count.
      minSeconds: 5,
      note: 'scrypt N=2^17 per sign-in; the baseline runs the same scrypt',
    },
  ];
}
