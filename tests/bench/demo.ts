// The demo records the benchmark builds on, by the ids the seed gives them (apps/api/src/db/seed/demo-ids.ts).
import { createHash } from 'node:crypto';

/** The seed's deterministic id (a copy of seedId in apps/api/src/db/seed/context.ts). */
export function seedId(name: string): string {
  const h = createHash('sha256').update(`caravan-demo/${name}`).digest('hex');
  const variant = ((Number.parseInt(h[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
const userId = (email: string) => seedId(`user/${email}`);

export const DEMO_PASSWORD = 'caravan-demo';
export const DEMO = {
  admin: { email: 'admin@caravan.test', id: userId('admin@caravan.test') },
  operator: { email: 'operator@caravan.test', id: userId('operator@caravan.test') },
  host: { email: 'host@caravan.test', id: userId('host@caravan.test') },
  traveler: { email: 'traveler@caravan.test', id: userId('traveler@caravan.test') },
  /** traveler@'s manage-booking trip and booking: every bench trip and booking is a copy of these. */
  liveTrip: seedId('trip/live'),
  travelerLiveBooking: seedId('booking/traveler-live'),
} as const;
