// Update Payment Method on a real database: the card saved through the payments port (a setup intent, no charge),
// a refused card leaving the previous one, and only the booking's customer changing it (TRV-069, TRV-070).
import type { SavedPaymentMethod } from '@caravan/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_BOOKING_IDS } from '../../db/seed/demo-ids.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

// The tests save the booking's card: each gets its own world (a fresh card processor too), none sees another's card.
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const path = `/api/me/bookings/${DEMO_BOOKING_IDS.travelerLive}/payment-method`;

describe('POST /api/me/bookings/{id}/payment-method', () => {
  it('[TRV-069] [TRV-070] saves the card through the payments port without charging it, and reads it back', async () => {
    const traveler = await t.signedIn('traveler@caravan.test');
    expect((await traveler.request('GET', path)).body.data).toBeNull();
    const res = await traveler.request<SavedPaymentMethod>('POST', path, { cardToken: 'tok_mastercard' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ brand: 'Mastercard', last4: '4444' });
    expect(t.payments.savedMethods).toHaveLength(1);
    expect(t.payments.charges).toHaveLength(0);
    expect((await traveler.request<SavedPaymentMethod>('GET', path)).body.data?.last4).toBe('4444');
  });

  it('[TRV-069] a refused card answers 402 with the processor message and keeps the previous card', async () => {
    const traveler = await t.signedIn('traveler@caravan.test');
    await traveler.request('POST', path, { cardToken: 'tok_visa' });
    const res = await traveler.request('POST', path, { cardToken: 'tok_chargeDeclined' });
    expect(res.status).toBe(402);
    expect(res.body.error).toBe('Your card was declined.');
    expect((await traveler.request<SavedPaymentMethod>('GET', path)).body.data?.last4).toBe('4242');
  });

  it("[TRV-069] another traveler's booking is a 404; the secondary traveler may read but not change it (403)", async () => {
    const other = await t.signedIn('traveler2@caravan.test');
    expect((await other.request('GET', path)).status).toBe(404);
    expect((await other.request('POST', path, { cardToken: 'tok_visa' })).status).toBe(404);
    const companion = await t.signedIn('companion@caravan.test');
    expect((await companion.request('POST', path, { cardToken: 'tok_visa' })).status).toBe(403);
    expect(t.payments.savedMethods).toHaveLength(0);
  });
});
