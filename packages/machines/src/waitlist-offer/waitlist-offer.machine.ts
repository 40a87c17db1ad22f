// The waitlist offer's lifecycle (MKT-046): offered, then accepted (the deposit paid in the window), expired (the
// window passed; the spot goes to the next in line) or withdrawn (the booking left the waitlist while offered).
import { type WaitlistOfferStatus, offerIsOpen } from '@caravan/domain';
import { getNextSnapshot, setup } from 'xstate';

export interface WaitlistOfferContext {
  expiresAt: Date;
}

/** Each event carries the instant it happens at: the window is judged against it, never a clock read here. */
export type WaitlistOfferEvent =
  | { type: 'offer.accept'; at: Date }
  | { type: 'offer.expire'; at: Date }
  | { type: 'offer.withdraw'; at: Date };

const open = ({ context, event }: { context: WaitlistOfferContext; event: WaitlistOfferEvent }) =>
  offerIsOpen({ status: 'offered', expiresAt: context.expiresAt }, event.at);

export const waitlistOfferMachine = setup({
  types: {
    context: {} as WaitlistOfferContext,
    events: {} as WaitlistOfferEvent,
    input: {} as { expiresAt: Date; status?: WaitlistOfferStatus },
  },
  guards: {
    withinWindow: open,
    windowPassed: (args) => !open(args),
  },
}).createMachine({
  id: 'waitlistOffer',
  context: ({ input }) => ({ expiresAt: input.expiresAt }),
  initial: 'offered',
  states: {
    offered: {
      description: 'A freed spot is held for the first traveler on the waitlist until the offer window ends.',
      on: {
        'offer.accept': {
          guard: 'withinWindow',
          target: 'accepted',
          description: 'The traveler paid the deposit within the window: the held spot becomes theirs.',
        },
        'offer.expire': {
          guard: 'windowPassed',
          target: 'expired',
          description: 'The window passed unanswered: the spot is released to the next in line.',
        },
        'offer.withdraw': {
          target: 'withdrawn',
          description: 'The booking left the waitlist (cancelled or rejected): the spot is released.',
        },
      },
    },
    accepted: { type: 'final' },
    expired: { type: 'final' },
    withdrawn: { type: 'final' },
  },
});

/**
 * The status an offer stored as `status` moves to on `event`, or null when the machine refuses (a closed offer, an
 * acceptance after the window, an expiry before it). The API calls this before writing any offer move.
 */
export function nextWaitlistOfferStatus(
  offer: { status: WaitlistOfferStatus; expiresAt: Date },
  event: WaitlistOfferEvent,
): WaitlistOfferStatus | null {
  const start = waitlistOfferMachine.resolveState({ value: offer.status, context: { expiresAt: offer.expiresAt } });
  if (!start.can(event)) return null;
  return getNextSnapshot(waitlistOfferMachine, start, event).value as WaitlistOfferStatus;
}
