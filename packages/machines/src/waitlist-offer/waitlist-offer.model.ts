// Sample events that explore the waitlist offer's machine, for its story: each event inside and after the window.
import { defineMachineModel } from '../shared/model.js';
import { waitlistOfferMachine } from './waitlist-offer.machine.js';

const expiresAt = new Date('2026-12-02T12:00:00Z');
const inside = new Date('2026-12-01T12:00:00Z');
const after = new Date('2026-12-03T12:00:00Z');

export const waitlistOfferModel = defineMachineModel({
  id: 'waitlistOffer',
  title: 'Waitlist offer',
  machine: waitlistOfferMachine,
  input: { expiresAt },
  events: {
    'offer.accept': [
      { type: 'offer.accept', at: inside },
      { type: 'offer.accept', at: after },
    ],
    'offer.expire': [
      { type: 'offer.expire', at: inside },
      { type: 'offer.expire', at: after },
    ],
    'offer.withdraw': [{ type: 'offer.withdraw', at: inside }],
  },
});
