// The adapters between the traveler booking API and the manage-booking machine.
import type { MyTripDetails, TravelerBooking, TripAddOnOffer } from '@caravan/domain';
import { describe, expect, it } from 'vitest';
import { offerAddOnId, toManageBookingData, toRepriceRequest, toUpdateBookingRequest } from './manage-booking-data.js';

const person = (id: string, firstName: string) => ({
  _id: id,
  firstName,
  lastName: 'Doe',
  email: `${id}@caravan.test`,
});

const booking = {
  _id: 'b1',
  tripId: 't1',
  status: 'confirmed',
  orderId: 'ORD-1',
  currency: 'USD',
  dueAmount: 500_000,
  paidAmount: 300_000,
  travelAmount: 800_000,
  totalSpotsBooked: 2,
  addOns: [
    {
      addOnId: 'a1',
      type: 'activity',
      user: 'u1',
      status: 'CONFIRMED',
      quantity: 1,
      unitPriceWithFee: 7_900,
      deleted: false,
      manageMode: false,
      service: { _id: 's-hike', name: 'Hike', type: 'activity', bookable: true, deleted: false },
    },
    {
      addOnId: 'a2',
      type: 'activity',
      user: 'u2',
      status: 'CONFIRMED',
      quantity: 1,
      unitPriceWithFee: 7_900,
      deleted: true,
      manageMode: false,
      service: { _id: 's-hike', name: 'Hike', type: 'activity', bookable: true, deleted: false },
    },
  ],
  payments: [],
  customer: person('u1', 'Tess'),
  additionalParticipants: [person('u2', 'Cam')],
  isPendingCancellation: false,
  travelersRooms: [{ roomType: 'double', travelers: ['u1', 'u2'] }],
  travelerType: 'traveler-primary',
  insurancePolicies: [],
  paymentHistoryShown: true,
  minimumDue: 100_000,
} as unknown as TravelerBooking;

const trip = {
  id: 't1',
  status: 'live',
  startDate: '2027-05-10',
  bookingsDeadline: 90,
  bookingEditable: true,
  singleSupplementPrice: 45_000,
} as unknown as MyTripDetails;

const offers: TripAddOnOffer[] = [
  {
    serviceId: 's-hike',
    type: 'activity',
    service: { _id: 's-hike', name: 'Hike', type: 'activity', bookable: true, deleted: false },
    unitPriceWithFee: 7_900,
    currency: 'USD',
    remaining: null,
  },
];

describe('toManageBookingData', () => {
  const data = toManageBookingData({ trip, booking, offers, viewerId: 'u1', today: '2026-11-22' });

  it('[MBK-024] the primary traveler sees the booked add-ons and offers for everyone on the booking', () => {
    expect(data.addOns.map((a) => [a.addOnId, a.status ?? 'CONFIRMED', a.label])).toEqual([
      ['a1', 'CONFIRMED', 'Hike · Tess'],
      [offerAddOnId('s-hike', 'u2'), 'AVAILABLE', 'Hike · Cam'],
    ]);
  });

  it('carries the amounts, rooms and what decides editability', () => {
    expect(data).toMatchObject({
      bookingId: 'b1',
      dueAmount: 500_000,
      singleSupplementPrice: 45_000,
      additionalParticipants: [{ _id: 'u2' }],
      editability: { travelerType: 'traveler-primary', tripStatus: 'live', mayUpdatePrivateRoom: true },
    });
  });

  it('a secondary traveler sees only their own add-ons', () => {
    const secondary = { ...booking, travelerType: 'traveler-secondary' } as TravelerBooking;
    const own = toManageBookingData({ trip, booking: secondary, offers, viewerId: 'u2', today: '2026-11-22' });
    expect(own.addOns.map((a) => a.user)).toEqual(['u2']);
  });
});

describe('toUpdateBookingRequest', () => {
  const addOn = (over: object) => ({
    addOnId: 'x',
    type: 'activity' as const,
    user: 'u2',
    unitPriceWithFee: 100,
    quantity: 1,
    deleted: false,
    label: 'X',
    status: 'CONFIRMED' as const,
    ...over,
  });
  const rooms = [{ roomType: 'double' as const, travelers: ['u1', 'u2'] }];

  it('sends additions by service, removals by add-on, rooms only when changed, the payment with the card', () => {
    const body = toUpdateBookingRequest(
      {
        bookingId: 'b1',
        addOns: [
          addOn({ addOnId: 'offer', status: 'PENDING_ADDITION', service: offers[0]?.service }),
          addOn({ addOnId: 'a1', status: 'PENDING_REMOVAL', user: 'u1' }),
          addOn({ addOnId: 'a9' }),
        ],
        travelersRooms: [
          { roomType: 'single', travelers: ['u1'] },
          { roomType: 'single', travelers: ['u2'] },
        ],
        payment: { paymentAmount: 12_345, paymentOptionType: 'full' },
      },
      rooms,
      { cardToken: 'tok_visa' },
    );
    expect(body).toEqual({
      addOns: [
        { status: 'PENDING_ADDITION', serviceId: 's-hike', user: 'u2', quantity: 1 },
        { status: 'PENDING_REMOVAL', addOnId: 'a1', user: 'u1', quantity: 1 },
      ],
      travelersRooms: [
        { roomType: 'single', travelers: ['u1'] },
        { roomType: 'single', travelers: ['u2'] },
      ],
      payment: { paymentOptionType: 'full', cardToken: 'tok_visa' },
    });
  });

  it('leaves the rooms and payment out when unchanged or not made', () => {
    expect(toUpdateBookingRequest({ bookingId: 'b1', addOns: [], travelersRooms: rooms }, rooms, null)).toEqual({
      addOns: [],
    });
  });

  it('sends the amount of a custom payment', () => {
    const body = toUpdateBookingRequest(
      {
        bookingId: 'b1',
        addOns: [],
        travelersRooms: rooms,
        payment: { paymentAmount: 20_000, paymentOptionType: 'custom' },
      },
      rooms,
      { cardToken: 'tok_visa' },
    );
    expect(body.payment).toEqual({ paymentOptionType: 'custom', cardToken: 'tok_visa', paymentAmount: 20_000 });
  });

  it('[PAY-008] pays a change with the approved Affirm checkout instead of a card', () => {
    const body = toUpdateBookingRequest(
      {
        bookingId: 'b1',
        addOns: [],
        travelersRooms: rooms,
        payment: { paymentAmount: 7_000, paymentOptionType: 'minimum' },
      },
      rooms,
      { affirmCheckoutToken: 'chk_1' },
    );
    expect(body.payment).toEqual({ paymentOptionType: 'minimum', affirmCheckoutToken: 'chk_1' });
  });
});

describe('toRepriceRequest', () => {
  it("[INS-015] sends the booking as edited with the role 'traveler'", () => {
    const body = toRepriceRequest({
      bookingId: 'b1',
      travelAmount: 800_000,
      additionalParticipants: [{ _id: 'u2' }],
      addOns: [
        {
          addOnId: 'a1',
          type: 'activity',
          user: 'u1',
          unitPriceWithFee: 7_900,
          quantity: 1,
          deleted: false,
          label: 'Hike',
          status: 'PENDING_REMOVAL',
        },
      ],
      status: 'confirmed',
      role: 'traveler',
    });
    expect(body).toEqual({
      travelAmount: 800_000,
      additionalParticipants: [{ _id: 'u2' }],
      addOns: [
        {
          addOnId: 'a1',
          type: 'activity',
          user: 'u1',
          status: 'PENDING_REMOVAL',
          quantity: 1,
          unitPriceWithFee: 7_900,
          deleted: false,
        },
      ],
      status: 'confirmed',
      role: 'traveler',
    });
  });
});
