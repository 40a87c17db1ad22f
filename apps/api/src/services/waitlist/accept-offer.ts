// A waitlisted traveler takes the spot offered to them by paying the deposit within the window (MKT-046, MKT-047):
// the offer closes as accepted, the booking awaits payment, and the payment takes the spots under the trip's lock.
import type { WebhookQueue } from '../../queue/webhook-job.js';
import { type PayBalanceResponse, type WaitlistOfferStatus, TRAVELER_BOOKING_ERROR_CODES } from '@caravan/domain';
import { nextWaitlistOfferStatus } from '@caravan/machines';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { waitlistOffers } from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors/app-error.js';
import type { Providers } from '../../providers/index.js';
import { type Viewer, accessBooking } from '../booking/booking-records.js';
import { payBalance } from '../booking/pay-balance.js';
import { SCHEDULER_ACTOR, type Tx, applyLifecycleEvent } from '../lifecycle.js';

export const WAITLIST_OFFER_ERROR_CODES = { offerClosed: 'WAITLIST_OFFER_CLOSED' } as const;

/** Closes the booking's offer as accepted and makes the booking payable (waitlist → awaiting), or refuses. */
async function claimOffer(tx: Tx, viewer: Viewer, bookingId: string, now: Date) {
  // The booking's lock first, as every payment takes it; another traveler's booking answers 404.
  await accessBooking(tx, viewer, bookingId, { action: 'update', lock: true });
  const [offer] = await tx.select().from(waitlistOffers).where(eq(waitlistOffers.bookingId, bookingId)).for('update');
  if (!offer) throw notFound('No spot is offered for this booking.');
  const status = nextWaitlistOfferStatus(
    { status: offer.status as WaitlistOfferStatus, expiresAt: offer.expiresAt },
    { type: 'offer.accept', at: now },
  );
  if (status !== 'accepted')
    throw new AppError(
      409,
      WAITLIST_OFFER_ERROR_CODES.offerClosed,
      offer.status === 'accepted'
        ? 'You already took this spot.'
        : "The hold on this spot has ended, so it passed to the next traveler. Don't worry, you haven't been charged.",
    );
  await tx.update(waitlistOffers).set({ status, closedAt: now }).where(eq(waitlistOffers.id, offer.id));
  // The booking machine's own move for an offered spot (TRV-048): it now awaits payment.
  await applyLifecycleEvent({
    tx,
    resource: 'booking',
    id: bookingId,
    event: { type: 'booking.spotOffered' },
    actor: SCHEDULER_ACTOR,
    now,
  }).catch((error: unknown) => {
    throw error instanceof AppError && error.code === 'TRANSITION_REFUSED'
      ? new AppError(409, TRAVELER_BOOKING_ERROR_CODES.bookingNotPayable, 'This booking is no longer on the waitlist.')
      : error;
  });
}

/**
 * POST /api/me/bookings/{id}/waitlist-offer/accept: pays the deposit (the minimum due) with the card given. The
 * processor's key is the booking's (one offer per booking): a retried request never charges twice.
 */
export function acceptWaitlistOffer(
  db: Db,
  providers: Providers,
  input: {
    viewer: Viewer;
    bookingId: string;
    cardToken: string;
    now: Date;
    webhooks?: Pick<WebhookQueue, 'write'> | undefined;
  },
): Promise<PayBalanceResponse> {
  return payBalance(db, providers, {
    viewer: input.viewer,
    bookingId: input.bookingId,
    payment: { paymentOptionType: 'minimum', cardToken: input.cardToken },
    idempotencyKey: `waitlist-offer:${input.bookingId}`,
    now: input.now,
    prepare: (tx) => claimOffer(tx, input.viewer, input.bookingId, input.now),
    webhooks: input.webhooks,
  });
}
