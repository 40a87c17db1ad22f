// The waitlist offer statechart (MKT-046): offered, then accepted, expired or withdrawn, judged against the window.
import { offerExpiresAt } from '@caravan/domain';
import { describe, expect, it } from 'vitest';
import { nextWaitlistOfferStatus } from './waitlist-offer.machine.js';

const offeredAt = new Date('2026-05-01T10:00:00Z');
const expiresAt = offerExpiresAt(offeredAt);
const inWindow = new Date('2026-05-02T10:00:00Z');
const afterWindow = new Date('2026-05-03T10:00:01Z');
const offered = { status: 'offered' as const, expiresAt };

describe('waitlist offer machine', () => {
  it('[MKT-046] an offered spot is accepted by paying within the window, never after it', () => {
    expect(nextWaitlistOfferStatus(offered, { type: 'offer.accept', at: inWindow })).toBe('accepted');
    expect(nextWaitlistOfferStatus(offered, { type: 'offer.accept', at: afterWindow })).toBeNull();
  });

  it('[MKT-046] an offer expires only once its window has passed, so the spot passes to the next in line', () => {
    expect(nextWaitlistOfferStatus(offered, { type: 'offer.expire', at: inWindow })).toBeNull();
    expect(nextWaitlistOfferStatus(offered, { type: 'offer.expire', at: expiresAt })).toBe('expired');
  });

  it('[MKT-046] an offer is withdrawn when its booking leaves the waitlist; a closed offer moves no more', () => {
    expect(nextWaitlistOfferStatus(offered, { type: 'offer.withdraw', at: inWindow })).toBe('withdrawn');
    for (const status of ['accepted', 'expired', 'withdrawn'] as const)
      for (const type of ['offer.accept', 'offer.expire', 'offer.withdraw'] as const)
        expect(nextWaitlistOfferStatus({ status, expiresAt }, { type, at: inWindow })).toBeNull();
  });
});
