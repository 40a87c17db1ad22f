// What the API answers about waitlist offers (MKT-046): a booking's offer for its traveler, a trip's queue for its host.
import { WAITLIST_OFFER_STATUSES } from '@caravan/domain';
import { z } from '@hono/zod-openapi';

export const waitlistOfferView = z
  .object({
    offerId: z.uuid(),
    status: z.enum(WAITLIST_OFFER_STATUSES),
    spots: z.number().int(),
    offeredAt: z.iso.datetime(),
    /** When the hold ends: the deposit must be paid before. */
    expiresAt: z.iso.datetime(),
    /** Offered and its window not passed: the traveler may still pay. */
    open: z.boolean(),
  })
  .strict()
  .openapi('WaitlistOffer');
export type WaitlistOfferView = z.infer<typeof waitlistOfferView>;

export const myWaitlistOfferView = z
  .object({ offer: waitlistOfferView.nullable() })
  .strict()
  .openapi('MyWaitlistOffer');

const hostWaitlistEntryView = z
  .object({
    bookingId: z.uuid(),
    orderId: z.string(),
    travelerName: z.string(),
    spots: z.number().int(),
    joinedAt: z.iso.datetime(),
    /** Place in line (1 is next), null once offered. */
    position: z.number().int().nullable(),
    offer: waitlistOfferView.nullable(),
  })
  .strict()
  .openapi('HostWaitlistEntry');

export const hostWaitlistView = z
  .object({
    /** Spots no one holds: free to book or to offer. */
    spotsFree: z.number().int(),
    /** Spots held by open offers. */
    spotsHeld: z.number().int(),
    inLine: z.array(hostWaitlistEntryView),
    offers: z.array(hostWaitlistEntryView),
  })
  .strict()
  .openapi('HostWaitlist');
export type HostWaitlistView = z.infer<typeof hostWaitlistView>;

export const acceptWaitlistOfferBody = z
  .object({
    /** A token of the payments app (sandbox: tok_visa, tok_chargeDeclined, …). */
    cardToken: z.string().min(1).max(200),
  })
  .strict()
  .openapi('AcceptWaitlistOffer');
