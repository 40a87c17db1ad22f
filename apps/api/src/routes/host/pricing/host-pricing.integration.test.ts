// The Pricing tab's calls on a real database (HPR-001, HPR-009, HPR-010, HPR-013..HPR-021, HPR-024): the table at the
// saved prices, a save with its refusals, and who may read or change a trip's prices.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { trips } from '../../../db/schema/index.js';
import { DEMO_TRIP_IDS } from '../../../db/seed/demo-ids.js';
import { createTestApp, TEST_NOW, type TestApp } from '../../../testing/test-app.js';
import type { HostPricingView } from '../../../views/host-pricing.view.js';

// Most tests save prices on the same seeded trips: each test gets its own copy of the seeded world.
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const pricing = (id: string) => `/api/me/host/trips/${id}/pricing`;
const rowOf = async (id: string) => (await t.database.db.select().from(trips).where(eq(trips.id, id)))[0];
// Patagonia (host@, level 3, host-approved): 4 to 10 spots at $4,800 early bird and $4,950 regular; the operator's
// $3,120 a traveler from 4 and $2,880 from 10.
const patagonia = DEMO_TRIP_IDS.hostApproved;
// At $5,500 a traveler: 5,500 − 275 − 165 − 3,120 = $1,940 each, $7,760 at the minimum of 4; level 3 caps the advance
// at $5,000.
const good = { initialPrice: 5500, remainingPrice: 6000, flightStipend: 1000, agreeToUpdatedTerms: true };

describe('the Pricing tab', () => {
  it('[HPR-001] [HPR-002] [HPR-024] reads the prices in whole dollars and the table rows 4, 6, 8, 10; another host gets 404', async () => {
    const host = await t.signedIn('host@caravan.test');
    const res = await host.request<HostPricingView>('GET', pricing(patagonia));
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data?.initialPrice).toBe(4800);
    expect(data?.remainingPrice).toBe(4950);
    expect(data?.quote.rows.map((r) => r.travelerRowNumber)).toEqual([4, 6, 8, 10]);
    expect(data?.quote.rows[0]?.costPerTraveler).toBe(312_000);
    expect(data?.quote.rows.at(-1)?.costPerTraveler).toBe(288_000);
    // 4,800 − 240 − 144 − 3,120 = $1,296 a traveler at the minimum of 4 (MKT-042).
    expect(data?.quote.minimumEarnings).toBe(4 * 129_600);
    expect([data?.quote.serviceFeePercent, data?.quote.transactionFeePercent]).toEqual([5, 3]);
    expect(data?.requiresReacceptance).toBe(true);
    expect(data?.showsCopyTripPageLinkCard).toBe(true);
    const stranger = await t.signedIn('host2@caravan.test');
    expect((await stranger.request('GET', pricing(patagonia))).status).toBe(404);
    expect((await stranger.request('PUT', pricing(patagonia), good)).status).toBe(404);
    expect((await rowOf(patagonia))?.priceInitial).toBe(480_000);
  });

  it('[HPR-001] [HPR-010] [HPR-016] [HAP-046] saves prices and advance in minor units with the updated terms accepted', async () => {
    const host = await t.signedIn('host@caravan.test');
    const refused = await host.request('PUT', pricing(patagonia), { ...good, agreeToUpdatedTerms: false });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('TERMS_NOT_ACCEPTED');
    expect((await rowOf(patagonia))?.priceInitial).toBe(480_000);

    const res = await host.request<HostPricingView>('PUT', pricing(patagonia), good);
    expect(res.status).toBe(200);
    expect(res.body.data?.initialPrice).toBe(5500);
    expect(res.body.data?.quote.minimumEarnings).toBe(776_000);
    const row = await rowOf(patagonia);
    expect(row?.priceInitial).toBe(550_000);
    expect(row?.priceRemaining).toBe(600_000);
    expect(row?.flightStipend).toBe(100_000);
    expect([row?.serviceFee, row?.transactionFee]).toEqual([27_500, 16_500]);
    expect(row?.termsAcceptedAt?.toISOString()).toBe(TEST_NOW.toISOString());
    expect(row?.hostTerms?.costOutputs).toHaveLength(4);
  });

  it('[HPR-013] [HPR-014] [HPR-015] refuses negative earnings, prices that are not numbers, and cents', async () => {
    const host = await t.signedIn('host@caravan.test');
    const negative = await host.request('PUT', pricing(patagonia), {
      ...good,
      initialPrice: 3300,
      remainingPrice: 3400,
    });
    expect(negative.status).toBe(422);
    expect(negative.body.error).toBe('Could not save pricing - Negative earnings');
    const notNumber = await host.request('PUT', pricing(patagonia), { ...good, initialPrice: 'lots' });
    expect(notNumber.status).toBe(400);
    expect(JSON.stringify(notNumber.body)).toContain(
      'Could not save pricing - Initial Price and/or Remaining Price is invalid',
    );
    const cents = await host.request('PUT', pricing(patagonia), { ...good, initialPrice: 5500.5 });
    expect(cents.status).toBe(422);
    expect(cents.body.error).toBe('Prices must be whole dollars');
    expect((await rowOf(patagonia))?.priceInitial).toBe(480_000);
  });

  it('[HPR-018] [HPR-019] [HPR-021] caps the earnings advance at the minimum earnings and refuses a negative one', async () => {
    const host = await t.signedIn('host@caravan.test');
    const over = await host.request('PUT', pricing(patagonia), { ...good, flightStipend: 5001 });
    expect(over.status).toBe(422);
    expect(over.body.error).toBe('Cannot exceed $5,000.00');
    const negative = await host.request('PUT', pricing(patagonia), { ...good, flightStipend: -1 });
    expect(negative.status).toBe(422);
    expect(negative.body.error).toBe('Earnings advance can not be negative');
    const atCap = await host.request<HostPricingView>('PUT', pricing(patagonia), { ...good, flightStipend: 5000 });
    expect(atCap.status).toBe(200);
    expect(atCap.body.data?.flightStipend).toBe(500_000);
  });

  it('[HPR-009] [HPR-010] refuses prices on a complete trip and the advance on a live one; pricing-approved needs no re-acceptance', async () => {
    const host = await t.signedIn('host@caravan.test');
    const complete = await host.request('PUT', pricing(DEMO_TRIP_IDS.complete), good);
    expect(complete.status).toBe(409);
    expect(complete.body.code).toBe('PRICING_LOCKED');
    const live = await host.request('PUT', pricing(DEMO_TRIP_IDS.live), { ...good, flightStipend: 1400 });
    expect(live.status).toBe(409);
    expect(live.body.code).toBe('ADVANCE_LOCKED');

    // host2's Fjords trip (level 1, pricing-approved, EUR): no agreement dialog, the Documents link hidden.
    const host2 = await t.signedIn('host2@caravan.test');
    const read = await host2.request<HostPricingView>('GET', pricing(DEMO_TRIP_IDS.pricingApproved));
    expect(read.body.data?.requiresReacceptance).toBe(false);
    expect(read.body.data?.showsServiceAgreementLink).toBe(false);
    expect(read.body.data?.showsReviewItineraryPrompt).toBe(true);
    const saved = await host2.request<HostPricingView>('PUT', pricing(DEMO_TRIP_IDS.pricingApproved), {
      initialPrice: 5000,
      remainingPrice: 5200,
      flightStipend: 0,
    });
    expect(saved.status).toBe(200);
    expect((await rowOf(DEMO_TRIP_IDS.pricingApproved))?.termsAcceptedAt).toBeNull();
  });

  it('[MKT-042] refuses an early bird price above the regular price (422, on the early bird field) and saves nothing', async () => {
    const host = await t.signedIn('host@caravan.test');
    const before = await rowOf(patagonia);
    const res = await host.request('PUT', pricing(patagonia), { ...good, initialPrice: 6100, remainingPrice: 6000 });
    expect(res.status).toBe(422);
    expect(res.body.error).toBe('The early bird price cannot be above the regular price');
    expect(JSON.stringify(res.body)).toContain('initialPrice');
    const after = await rowOf(patagonia);
    expect([after?.priceInitial, after?.priceRemaining, after?.flightStipend, after?.updatedAt]).toEqual([
      before?.priceInitial,
      before?.priceRemaining,
      before?.flightStipend,
      before?.updatedAt,
    ]);
    // Equal prices are fine: there is no early bird discount, but nothing above the regular price either.
    const equal = await host.request('PUT', pricing(patagonia), { ...good, initialPrice: 6000, remainingPrice: 6000 });
    expect(equal.status).toBe(200);
  });

  it('[HPR-001] a co-host reads the prices but may not change them (403)', async () => {
    const cohost = await t.signedIn('cohost@caravan.test');
    const before = await rowOf(DEMO_TRIP_IDS.live);
    const read = await cohost.request('GET', pricing(DEMO_TRIP_IDS.live));
    expect(read.status).toBe(200);
    const res = await cohost.request('PUT', pricing(DEMO_TRIP_IDS.live), good);
    expect(res.status).toBe(403);
    expect((await rowOf(DEMO_TRIP_IDS.live))?.priceInitial).toBe(before?.priceInitial);
  });
});
