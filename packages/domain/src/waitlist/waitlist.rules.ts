// The waitlist offer rules (MKT-046, MKT-047): how long a freed spot is held, who is next in line, and how held
// spots count against the spots a trip can still sell — one truth for the public booking and the offer.

/** DECIDE: an offered spot is held 48 hours: two days reach a traveler who checks mail once a day, across time zones. */
export const WAITLIST_OFFER_WINDOW_HOURS = 48;

/** The statuses a stored offer takes; only an `offered` one holds spots. */
export const WAITLIST_OFFER_STATUSES = ['offered', 'accepted', 'expired', 'withdrawn'] as const;
export type WaitlistOfferStatus = (typeof WAITLIST_OFFER_STATUSES)[number];

/** When an offer made at `offeredAt` stops holding its spots. */
export function offerExpiresAt(offeredAt: Date): Date {
  return new Date(offeredAt.getTime() + WAITLIST_OFFER_WINDOW_HOURS * 3_600_000);
}

/** Whether an offer still holds its spots at `now`: offered and its window not passed. */
export function offerIsOpen(offer: { status: WaitlistOfferStatus; expiresAt: Date }, now: Date): boolean {
  return offer.status === 'offered' && now.getTime() < offer.expiresAt.getTime();
}

/**
 * The spots a trip can still give: its maximum less the spots taken and the spots held by open offers. A public
 * booking sees the same number, so it can never take a spot held for the waitlist.
 */
export function spotsFree(trip: { maximumSpots: number; spotsTaken: number; spotsHeld: number }): number {
  return Math.max(trip.maximumSpots - trip.spotsTaken - trip.spotsHeld, 0);
}

/** One waitlisted booking as the queue reads it. */
export interface WaitlistEntry {
  bookingId: string;
  spots: number;
  joinedAt: Date;
  /** It was offered spots before (DECIDE: a booking is offered once; an unanswered offer does not come round again). */
  everOffered: boolean;
}

/**
 * Who is offered `free` spots: the oldest waitlisted booking (ties by id) never offered before whose whole party
 * fits. DECIDE: a party too big for the freed spots is passed over, not split, and keeps its place for the next.
 */
export function nextInLine<E extends WaitlistEntry>(queue: readonly E[], free: number): E | null {
  const ordered = [...queue].sort(
    (a, b) => a.joinedAt.getTime() - b.joinedAt.getTime() || a.bookingId.localeCompare(b.bookingId),
  );
  return ordered.find((e) => !e.everOffered && e.spots > 0 && e.spots <= free) ?? null;
}
