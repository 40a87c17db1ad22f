// Tests of the pre/post-trip offers of a trip request, the choices the server refuses and the lines a request shows.
import { describe, expect, it } from 'vitest';
import {
  offeredPrePostSelection,
  type PrePostOffers,
  prePostOffers,
  prePostRequestLines,
  prePostSelectionErrors,
  prePostStayLine,
  prePostTransferLine,
} from './pre-post.rules.js';

const priced = { single: { price: 100 }, double: { price: 200 } };
const offers = (accommodation: [boolean, boolean], transfer: [boolean, boolean]): PrePostOffers => ({
  accommodation: { before: accommodation[0], after: accommodation[1] },
  transfer: { before: transfer[0], after: transfer[1] },
});
const choice = (accommodation: [boolean, boolean], transfer: [boolean, boolean]) => ({
  prePostAccommodationsSelection: { beforeTrip: accommodation[0], afterTrip: accommodation[1] },
  prePostTransfersSelection: { beforeTrip: transfer[0], afterTrip: transfer[1] },
});

describe('pre/post accommodation offers', () => {
  it("[CAT-055] a departure's priced accommodation is offered on its own side only, for the host's room types", () => {
    expect(
      prePostOffers({ services: [], departure: { preAccommodation: priced }, roomTypes: ['one-bed', 'two-beds'] }),
    ).toEqual(offers([true, false], [false, false]));
    expect(
      prePostOffers({ services: [], departure: { postAccommodation: priced }, roomTypes: ['shared-bed'] }),
    ).toEqual(offers([false, true], [false, false]));
  });

  it('[CAT-055] a room type the departure prices at 0 withholds the stay; no room type, no stay', () => {
    const halfPriced = { single: { price: 100 }, double: { price: 0 } };
    expect(
      prePostOffers({ services: [], departure: { preAccommodation: halfPriced }, roomTypes: ['one-bed', 'two-beds'] })
        .accommodation,
    ).toEqual({ before: false, after: false });
    expect(
      prePostOffers({ services: [], departure: { preAccommodation: priced }, roomTypes: [] }).accommodation,
    ).toEqual({ before: false, after: false });
  });

  it("[CAT-055] the itinerary's own priced accommodation service of a side offers that side, whatever the departure", () => {
    const services = [{ type: 'ACCOMMODATION', timing: 'post-trip', price: 500 }];
    expect(prePostOffers({ services, departure: null, roomTypes: [] }).accommodation).toEqual({
      before: false,
      after: true,
    });
    expect(
      prePostOffers({
        services: [{ type: 'ACCOMMODATION', timing: 'pre-trip', price: 1 }],
        departure: undefined,
        roomTypes: [],
      }).accommodation,
    ).toEqual({ before: true, after: false });
  });

  it('[CAT-055] an own accommodation service priced at 0 or unpriced offers nothing without priced room types', () => {
    for (const price of [0, null, undefined])
      expect(
        prePostOffers({
          services: [{ type: 'ACCOMMODATION', timing: 'pre-trip', price }],
          departure: null,
          roomTypes: ['one-bed'],
        }).accommodation,
      ).toEqual({ before: false, after: false });
  });

  it('[CAT-055] an own unpriced accommodation service still makes the side an accommodation one for priced rooms', () => {
    // The service says the itinerary has the stay; the departure's prices for every room type then offer it.
    const services = [{ type: 'ACCOMMODATION', timing: 'pre-trip', price: 0 }];
    expect(
      prePostOffers({ services, departure: { postAccommodation: priced }, roomTypes: ['one-bed'] }).accommodation,
    ).toEqual({ before: false, after: true });
  });

  it('[CAT-055] only accommodation services of the right timing count', () => {
    const services = [
      { type: 'ACTIVITY', timing: 'pre-trip', price: 500 },
      { type: 'ACCOMMODATION', timing: null, price: 500 },
      { type: 'ACCOMMODATION', price: 500 },
    ];
    expect(prePostOffers({ services, departure: null, roomTypes: ['one-bed'] }).accommodation).toEqual({
      before: false,
      after: false,
    });
  });
});

describe('pre/post transfer offers', () => {
  const transfers = (first: number, last: number) => [
    { type: 'ACTIVITY', price: 900 },
    { type: 'AIRPORT_TRANSFER', price: first },
    { type: 'ACCOMMODATION', price: 900 },
    { type: 'AIRPORT_TRANSFER', price: last },
    { type: 'ACTIVITY', price: 900 },
  ];
  const departure = { preTransferPrice: 50, postTransferPrice: 60 };

  it('[CAT-057] DECIDE: the pre-trip transfer is the first airport transfer, the post-trip one the last', () => {
    expect(prePostOffers({ services: transfers(0, 100), departure, roomTypes: [] }).transfer).toEqual({
      before: false,
      after: true,
    });
    expect(prePostOffers({ services: transfers(100, 0), departure, roomTypes: [] }).transfer).toEqual({
      before: true,
      after: false,
    });
  });

  it('[CAT-057] with three airport transfers the middle one decides neither side', () => {
    const three = [
      { type: 'AIRPORT_TRANSFER', price: 0 },
      { type: 'AIRPORT_TRANSFER', price: 100 },
      { type: 'AIRPORT_TRANSFER', price: 0 },
    ];
    expect(prePostOffers({ services: three, departure, roomTypes: [] }).transfer).toEqual({
      before: false,
      after: false,
    });
  });

  it('[CAT-057] a priced transfer needs the departure to price that side', () => {
    expect(
      prePostOffers({ services: transfers(100, 100), departure: { preTransferPrice: 0 }, roomTypes: [] }).transfer,
    ).toEqual({ before: true, after: false });
    expect(prePostOffers({ services: transfers(100, 100), departure: null, roomTypes: [] }).transfer).toEqual({
      before: false,
      after: false,
    });
  });

  it('[CAT-057] without an airport transfer no transfer is offered, whatever else is priced', () => {
    expect(prePostOffers({ services: [{ type: 'ACTIVITY', price: 900 }], departure, roomTypes: [] }).transfer).toEqual({
      before: false,
      after: false,
    });
  });
});

describe('pre/post choices', () => {
  it('[CAT-055] [CAT-057] a choice the departure does not offer is refused with the field and side it names', () => {
    expect(prePostSelectionErrors(choice([true, true], [true, true]), offers([false, false], [false, false]))).toEqual({
      'prePostAccommodationsSelection.beforeTrip': 'Pre-trip accommodation is not offered for this departure',
      'prePostAccommodationsSelection.afterTrip': 'Post-trip accommodation is not offered for this departure',
      'prePostTransfersSelection.beforeTrip': 'Pre-trip transfers are not offered for this departure',
      'prePostTransfersSelection.afterTrip': 'Post-trip transfers are not offered for this departure',
    });
    expect(prePostSelectionErrors(choice([true, false], [false, true]), offers([false, true], [true, false]))).toEqual({
      'prePostAccommodationsSelection.beforeTrip': 'Pre-trip accommodation is not offered for this departure',
      'prePostTransfersSelection.afterTrip': 'Post-trip transfers are not offered for this departure',
    });
  });

  it('[CAT-055] [CAT-057] an offered choice, or nothing chosen, is accepted', () => {
    expect(prePostSelectionErrors(choice([true, true], [true, true]), offers([true, true], [true, true]))).toEqual({});
    expect(
      prePostSelectionErrors(choice([false, false], [false, false]), offers([false, false], [false, false])),
    ).toEqual({});
  });

  it('[CAT-055] [CAT-057] the screen sends only the offered choices, the rest of the form untouched', () => {
    const form = { ...choice([true, true], [true, false]), additionalRequests: 'vegan' };
    expect(offeredPrePostSelection(form, offers([false, true], [true, true]))).toEqual({
      ...choice([false, true], [true, false]),
      additionalRequests: 'vegan',
    });
    expect(offeredPrePostSelection(form, offers([true, false], [false, true]))).toEqual({
      ...choice([true, false], [false, false]),
      additionalRequests: 'vegan',
    });
  });
});

describe('pre/post lines of a request', () => {
  it('[CAT-056] a pre-trip stay is the night before the start, a post-trip stay the night after the last day', () => {
    expect(prePostStayLine('before', '2027-09-06', 5)).toBe('Pre-trip stay: Sun 5 Sep 2027 – Mon 6 Sep 2027 (1 night)');
    expect(prePostStayLine('after', '2027-09-06', 5)).toBe(
      'Post-trip stay: Fri 10 Sep 2027 – Sat 11 Sep 2027 (1 night)',
    );
  });

  it('transfers read "Pre-trip transfer" and "Post-trip transfer"', () => {
    expect([prePostTransferLine('before'), prePostTransferLine('after')]).toEqual([
      'Pre-trip transfer',
      'Post-trip transfer',
    ]);
  });

  it('[CAT-056] a stored request shows its stays with their dates, before then after, then its transfers', () => {
    expect(prePostRequestLines(choice([true, true], [true, true]), '2027-09-06', 5)).toEqual([
      'Pre-trip stay: Sun 5 Sep 2027 – Mon 6 Sep 2027 (1 night)',
      'Post-trip stay: Fri 10 Sep 2027 – Sat 11 Sep 2027 (1 night)',
      'Pre-trip transfer',
      'Post-trip transfer',
    ]);
    expect(prePostRequestLines(choice([false, true], [true, false]), '2027-09-06', 5)).toEqual([
      'Post-trip stay: Fri 10 Sep 2027 – Sat 11 Sep 2027 (1 night)',
      'Pre-trip transfer',
    ]);
  });

  it('[CAT-056] without a start date the stays cannot be dated and are left out; nothing chosen shows nothing', () => {
    expect(prePostRequestLines(choice([true, true], [false, true]), null, 5)).toEqual(['Post-trip transfer']);
    expect(prePostRequestLines({}, '2027-09-06', 5)).toEqual([]);
  });
});
