// The benchmark's targets, in one place (issue 29, which raised issue 18's): what `npm run bench` prints each figure
// against and what the README's tables mark met or missed.

/** Booking creation: at least half of its raw transaction, at 10 and 50 connections. */
export const BOOKING_TARGET = { key: 'booking-create', ratio: 0.5, connections: [10, 50] } as const;
/** Every other endpoint: at least 0.8 of its raw SQL, at every concurrency. */
export const TARGET_RATIO = 0.8;
/** Reads: p99 ≤ 50 ms at 50 connections, where the raw baseline meets it on the same run. */
export const TARGET_P99_MS = 50;
/** Paged endpoints: flat (within 2×) from 1k to 100k bookings (issue 18). */
export const TARGET_GROWTH = 2;
/** The launch rush: those turned away answered within 1 s, winners within 5 s (p99), nothing lost or doubled. */
export const RUSH_TARGETS = { turnedAwayP99Ms: 1000, winnersP99Ms: 5000 } as const;

/** Whether an endpoint's ratios meet its target: booking creation at its connections, the rest at every one. */
export function ratioMet(key: string, runs: readonly { connections: number; ratio: number }[]): boolean {
  if (key === BOOKING_TARGET.key)
    return BOOKING_TARGET.connections.every(
      (c) => (runs.find((r) => r.connections === c)?.ratio ?? 0) >= BOOKING_TARGET.ratio,
    );
  return runs.every((r) => r.ratio >= TARGET_RATIO);
}

/** A read's p99 at 50 connections against its target: met, missed, or not held to it (the raw baseline misses it too). */
export function p99Verdict(caravanP99: number, rawP99: number): 'met' | 'missed' | 'raw misses too' {
  if (caravanP99 <= TARGET_P99_MS) return 'met';
  return rawP99 <= TARGET_P99_MS ? 'missed' : 'raw misses too';
}
