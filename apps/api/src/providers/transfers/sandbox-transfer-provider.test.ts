// The sandbox transfer provider's documented conventions: fleet and prices, FAIL<n>, FAILALL, NOVEH, BOOKFAIL, replay.
import { describe, expect, it } from 'vitest';
import { createSandboxTransferProvider } from './sandbox-transfer-provider.js';
import { TransferProviderError, type TransferQuoteRequest } from './transfer-provider.js';

const request = (flightNumber: string, over: Partial<TransferQuoteRequest> = {}): TransferQuoteRequest => ({
  stage: 'arrival',
  originPlaceId: 'sbx-cuz',
  destinationPlaceId: 'sbx-cusco-monasterio',
  pickupDateTime: '2027-05-10T14:30:00',
  passengers: 2,
  carryOnLuggage: 1,
  checkedLuggage: 1,
  flightNumber,
  distanceInMeters: 6_000,
  currency: 'USD',
  ...over,
});

describe('sandbox transfer provider', () => {
  it('[OAP-007] offers several vehicles that fit the passengers, with stable ids for the same request', async () => {
    const p = createSandboxTransferProvider();
    const a = await p.quotes(request('LA1'));
    expect(a.map((q) => q.vehicleCategory)).toEqual(['Standard sedan', 'Premium sedan', 'Minivan', 'Minibus']);
    expect(await p.quotes(request('LA1'))).toEqual(a);
    expect((await p.quotes(request('LA1', { passengers: 5 }))).map((q) => q.vehicleCategory)).toEqual([
      'Minivan',
      'Minibus',
    ]);
  });

  it('[GTF-059] FAIL2 fails twice then answers; FAILALL always fails; NOVEH offers nothing', async () => {
    const p = createSandboxTransferProvider();
    await expect(p.quotes(request('X-FAIL2'))).rejects.toBeInstanceOf(TransferProviderError);
    await expect(p.quotes(request('X-FAIL2'))).rejects.toBeInstanceOf(TransferProviderError);
    expect((await p.quotes(request('X-FAIL2'))).length).toBeGreaterThan(0);
    for (let i = 0; i < 4; i++)
      await expect(p.quotes(request('FAILALL'))).rejects.toBeInstanceOf(TransferProviderError);
    expect(await p.quotes(request('NOVEH'))).toEqual([]);
  });

  it('[OAP-008] books once per idempotency key and refuses BOOKFAIL', async () => {
    const p = createSandboxTransferProvider();
    const traveler = { firstName: 'A', lastName: 'B', email: 'a@b.c', phone: '+1 555 0100', flightNumber: 'LA1' };
    const one = await p.book({ quote: request('LA1'), externalId: 'SDN-x', traveler, idempotencyKey: 'k' });
    expect(await p.book({ quote: request('LA1'), externalId: 'SDN-x', traveler, idempotencyKey: 'k' })).toEqual(one);
    expect(p.journeys.size).toBe(1);
    await expect(
      p.book({
        quote: request('LA1'),
        externalId: 'SDN-x',
        traveler: { ...traveler, flightNumber: 'BOOKFAIL' },
        idempotencyKey: 'j',
      }),
    ).rejects.toBeInstanceOf(TransferProviderError);
  });
});
