// The demo bookings as data: the demo travelers' bookings (every booking status) and guest bookings that fill
// the trips; spots and private rooms of each trip are computed from this plan, so they always agree.
import type { BookingStatus, InsurancePolicyStatus, PaymentStatus, PaymentType, TravelerStatus } from '@caravan/domain';
import { seedId, seedUserId } from './context.js';
import { DEMO_BOOKING_IDS, DEMO_USER_IDS } from './demo-ids.js';
import { TRIP_PLANS, type TripPlan, tripPlan } from './trip-plan.js';

/** Guest traveler accounts that fill the trips; they sign in with the demo password. */
export const GUEST_TRAVELERS = Array.from({ length: 12 }, (_, i) => {
  const n = String(i + 1).padStart(2, '0');
  const email = `guest${n}@caravan.test`;
  const first = ['Alex', 'Bea', 'Carlos', 'Dana', 'Emil', 'Fatima', 'Gus', 'Hedda', 'Ivan', 'Jana', 'Kofi', 'Luz'][i];
  return { id: seedUserId(email), email, firstName: first ?? 'Guest', lastName: `Guest${n}` };
});

export interface PaymentPlan {
  amount: number;
  type: PaymentType;
  status: PaymentStatus;
  date: string;
  automatic?: boolean;
}

export interface AddOnPlan {
  key: string;
  type: 'additional-service' | 'activity' | 'single-supplement' | 'ground-transfer' | 'insurance-plan';
  userId: string;
  unitPriceWithFee: number;
  quantity?: number;
  deleted?: boolean;
  /** A seeded service (demo library key). */
  serviceKey?: string;
  service?: {
    _id: string;
    name: string;
    type: 'activity' | 'accommodation' | 'transfer' | 'insurance';
    timing?: 'pre-trip' | 'post-trip';
    occupancy?: 'single' | 'double' | 'twin';
  };
  /** The ride this ground-transfer add-on paid for. */
  rideKey?: string;
}

export interface BookingPlan {
  key: string;
  id: string;
  orderId: string;
  trip: TripPlan;
  customerId: string;
  secondaryIds: string[];
  status: BookingStatus;
  spots: number;
  privateRooms: number;
  isPendingCancellation: boolean;
  cancellationRequestedAt: string | null;
  internalCancellationReason: string | null;
  cancelledByHost: boolean;
  addOns: AddOnPlan[];
  payments: PaymentPlan[];
  insurance: { status: InsurancePolicyStatus; policyNumber: string | null; premium: number } | null;
  /** Status of each traveler record (customer first, then secondaries). */
  travelerStatuses: TravelerStatus[];
  createdAt: string;
}

const INSURANCE_SERVICE = { _id: 'insurance-comprehensive', name: 'Comprehensive', type: 'insurance' } as const;
const HELD: readonly BookingStatus[] = ['pending', 'awaiting', 'confirmed'];

/** Whether a booking holds its spots (and private rooms): pending, awaiting or confirmed. */
export const holdsSpots = (b: BookingPlan): boolean => HELD.includes(b.status);

const base = {
  secondaryIds: [] as string[],
  privateRooms: 0,
  isPendingCancellation: false,
  cancellationRequestedAt: null,
  internalCancellationReason: null,
  cancelledByHost: false,
  addOns: [] as AddOnPlan[],
  insurance: null,
};

const T = DEMO_USER_IDS.traveler;
const T2 = DEMO_USER_IDS.traveler2;
const C = DEMO_USER_IDS.companion;

/** The demo travelers' bookings: one per booking status, and a pending cancellation. */
const DEMO_BOOKINGS: BookingPlan[] = [
  {
    ...base,
    key: 'traveler-live',
    id: DEMO_BOOKING_IDS.travelerLive,
    orderId: 'ORD-5001',
    trip: tripPlan('live'),
    customerId: T,
    secondaryIds: [C],
    status: 'confirmed',
    spots: 2,
    addOns: [
      {
        key: 'huayna-traveler',
        type: 'activity',
        userId: T,
        unitPriceWithFee: 7900,
        serviceKey: 'huayna-picchu',
        service: { _id: seedId('service/huayna-picchu'), name: 'Huayna Picchu hike', type: 'activity' },
      },
      {
        key: 'huayna-companion',
        type: 'activity',
        userId: C,
        unitPriceWithFee: 7900,
        serviceKey: 'huayna-picchu',
        service: { _id: seedId('service/huayna-picchu'), name: 'Huayna Picchu hike', type: 'activity' },
      },
      {
        key: 'pre-night',
        type: 'additional-service',
        userId: T,
        unitPriceWithFee: 18000,
        serviceKey: 'cusco-pre-night',
        service: {
          _id: seedId('service/cusco-pre-night'),
          name: 'Pre-trip night in Cusco',
          type: 'accommodation',
          timing: 'pre-trip',
          occupancy: 'double',
        },
      },
      { key: 'insurance', type: 'insurance-plan', userId: T, unitPriceWithFee: 18900, service: INSURANCE_SERVICE },
      { key: 'ride-arrival', type: 'ground-transfer', userId: T, unitPriceWithFee: 6500, rideKey: 'live-arrival' },
      { key: 'ride-departure', type: 'ground-transfer', userId: T, unitPriceWithFee: 6500, rideKey: 'live-departure' },
    ],
    payments: [
      { amount: 150000, type: 'credit-card', status: 'success', date: '2026-10-05' },
      { amount: 150000, type: 'payment-intent', status: 'success', date: '2026-11-05', automatic: true },
    ],
    insurance: { status: 'confirmed', policyNumber: 'POL-2026-0001', premium: 18900 },
    travelerStatuses: ['trip-form-complete', 'created'],
    createdAt: '2026-10-05',
  },
  {
    ...base,
    key: 'traveler2-live',
    id: DEMO_BOOKING_IDS.traveler2Live,
    orderId: 'ORD-5002',
    trip: tripPlan('live'),
    customerId: T2,
    status: 'confirmed',
    spots: 1,
    privateRooms: 1,
    isPendingCancellation: true,
    cancellationRequestedAt: '2026-11-18',
    addOns: [
      { key: 'insurance', type: 'insurance-plan', userId: T2, unitPriceWithFee: 12900, service: INSURANCE_SERVICE },
    ],
    payments: [{ amount: 522900, type: 'credit-card', status: 'success', date: '2026-10-12' }],
    insurance: { status: 'cancellation-pending', policyNumber: 'POL-2026-0002', premium: 12900 },
    travelerStatuses: ['waiver-complete'],
    createdAt: '2026-10-12',
  },
  {
    ...base,
    key: 'traveler-pending',
    id: DEMO_BOOKING_IDS.travelerPending,
    orderId: 'ORD-5003',
    trip: tripPlan('earlyConfirmed'),
    customerId: T,
    status: 'pending',
    spots: 1,
    payments: [{ amount: 150000, type: 'credit-card', status: 'pending', date: '2026-11-20' }],
    travelerStatuses: ['waiver-complete'],
    createdAt: '2026-11-20',
  },
  {
    ...base,
    key: 'traveler2-awaiting',
    id: DEMO_BOOKING_IDS.traveler2Awaiting,
    orderId: 'ORD-5004',
    trip: tripPlan('readyToConfirm'),
    customerId: T2,
    status: 'awaiting',
    spots: 1,
    payments: [{ amount: 100000, type: 'credit-card', status: 'failed', date: '2026-11-19' }],
    travelerStatuses: ['created'],
    createdAt: '2026-11-19',
  },
  {
    ...base,
    key: 'traveler2-waitlist',
    id: DEMO_BOOKING_IDS.traveler2Waitlist,
    orderId: 'ORD-5005',
    trip: tripPlan('confirmed'),
    customerId: T2,
    status: 'waitlist',
    spots: 1,
    payments: [],
    travelerStatuses: ['created'],
    createdAt: '2026-11-15',
  },
  {
    ...base,
    key: 'traveler2-closed',
    id: DEMO_BOOKING_IDS.traveler2Closed,
    orderId: 'ORD-5006',
    trip: tripPlan('closed'),
    customerId: T2,
    status: 'confirmed',
    spots: 1,
    addOns: [
      { key: 'insurance', type: 'insurance-plan', userId: T2, unitPriceWithFee: 9900, service: INSURANCE_SERVICE },
      { key: 'ride-arrival', type: 'ground-transfer', userId: T2, unitPriceWithFee: 7000, rideKey: 'closed-arrival' },
      // The departure ride was cancelled in time and refunded: its add-on is kept, marked deleted (GTF-035).
      {
        key: 'ride-departure',
        type: 'ground-transfer',
        userId: T2,
        unitPriceWithFee: 7000,
        deleted: true,
        rideKey: 'closed-departure',
      },
    ],
    payments: [
      { amount: 100000, type: 'credit-card', status: 'success', date: '2026-06-20' },
      { amount: 276900, type: 'payment-intent', status: 'success', date: '2026-09-08', automatic: true },
    ],
    insurance: { status: 'modification-pending', policyNumber: 'POL-2026-0003', premium: 9900 },
    travelerStatuses: ['ready-to-travel'],
    createdAt: '2026-06-20',
  },
  {
    ...base,
    key: 'traveler-complete',
    id: DEMO_BOOKING_IDS.travelerComplete,
    orderId: 'ORD-5007',
    trip: tripPlan('complete'),
    customerId: T,
    status: 'confirmed',
    spots: 1,
    addOns: [
      {
        key: 'huayna-removed',
        type: 'activity',
        userId: T,
        unitPriceWithFee: 7900,
        deleted: true,
        serviceKey: 'huayna-picchu',
        service: { _id: seedId('service/huayna-picchu'), name: 'Huayna Picchu hike', type: 'activity' },
      },
      { key: 'insurance', type: 'insurance-plan', userId: T, unitPriceWithFee: 14900, service: INSURANCE_SERVICE },
      { key: 'ride-arrival', type: 'ground-transfer', userId: T, unitPriceWithFee: 6500, rideKey: 'complete-arrival' },
      {
        key: 'ride-departure',
        type: 'ground-transfer',
        userId: T,
        unitPriceWithFee: 6500,
        deleted: true,
        rideKey: 'complete-departure',
      },
    ],
    payments: [
      { amount: 150000, type: 'credit-card', status: 'success', date: '2026-01-20' },
      { amount: 321400, type: 'payment-intent', status: 'success', date: '2026-03-03', automatic: true },
    ],
    insurance: { status: 'confirmed', policyNumber: 'POL-2026-0000', premium: 14900 },
    travelerStatuses: ['feedback-complete'],
    createdAt: '2026-01-20',
  },
  {
    ...base,
    key: 'traveler-cancelled',
    id: DEMO_BOOKING_IDS.travelerCancelled,
    orderId: 'ORD-5008',
    trip: tripPlan('cancelled'),
    customerId: T,
    status: 'cancelled',
    spots: 1,
    internalCancellationReason: '16',
    cancelledByHost: true,
    cancellationRequestedAt: '2026-11-10',
    addOns: [
      { key: 'insurance', type: 'insurance-plan', userId: T, unitPriceWithFee: 9900, service: INSURANCE_SERVICE },
    ],
    payments: [
      { amount: 159900, type: 'credit-card', status: 'success', date: '2026-09-10' },
      { amount: -159900, type: 'credit-card', status: 'success', date: '2026-11-10' },
    ],
    insurance: { status: 'cancelled', policyNumber: 'POL-2026-0004', premium: 9900 },
    travelerStatuses: ['cancelled'],
    createdAt: '2026-09-10',
  },
];

/** Guest bookings per trip: how many, how many of them have a private room, and their status. */
const GUEST_FILL: Partial<Record<TripPlan['key'], { count: number; privateRooms: number; status: BookingStatus }>> = {
  live: { count: 3, privateRooms: 1, status: 'confirmed' },
  readyToConfirm: { count: 3, privateRooms: 1, status: 'confirmed' },
  earlyConfirmed: { count: 2, privateRooms: 0, status: 'confirmed' },
  confirmed: { count: 10, privateRooms: 3, status: 'confirmed' },
  closed: { count: 5, privateRooms: 1, status: 'confirmed' },
  complete: { count: 7, privateRooms: 2, status: 'confirmed' },
  cancelled: { count: 2, privateRooms: 0, status: 'cancelled' },
};

/** Whether a trip's guests had paid in full: the trip starts within the 90-day final window, or is past. */
const paidInFull = (trip: TripPlan): boolean => trip.startDate <= '2027-02-19';

function guestBookings(): BookingPlan[] {
  let order = 6001;
  return TRIP_PLANS.flatMap((trip) => {
    const fill = GUEST_FILL[trip.key];
    if (!fill) return [];
    return Array.from({ length: fill.count }, (_, i): BookingPlan => {
      const guest = GUEST_TRAVELERS[i];
      if (!guest) throw new Error('not enough guest travelers');
      const privateRoom = i < fill.privateRooms;
      const total = trip.price + (privateRoom ? trip.singleSupplementPrice : 0);
      const created = trip.launchDate ?? '2026-10-01';
      const cancelled = fill.status === 'cancelled';
      const deposit = Math.min(total, 100000);
      const payments: PaymentPlan[] = cancelled
        ? [
            { amount: deposit, type: 'credit-card', status: 'success', date: created },
            { amount: -deposit, type: 'credit-card', status: 'success', date: '2026-11-10' },
          ]
        : paidInFull(trip)
          ? [{ amount: total, type: 'credit-card', status: 'success', date: created }]
          : [{ amount: deposit, type: 'credit-card', status: 'success', date: created }];
      const status: TravelerStatus = cancelled
        ? 'cancelled'
        : trip.status === 'complete'
          ? 'complete'
          : i % 2 === 0
            ? 'trip-form-complete'
            : 'waiver-complete';
      return {
        ...base,
        key: `guest-${trip.key}-${i}`,
        id: seedId(`booking/guest/${trip.key}/${i}`),
        orderId: `ORD-${order++}`,
        trip,
        customerId: guest.id,
        status: fill.status,
        spots: 1,
        privateRooms: privateRoom ? 1 : 0,
        internalCancellationReason: cancelled ? '16' : null,
        cancelledByHost: cancelled,
        cancellationRequestedAt: cancelled ? '2026-11-10' : null,
        payments,
        insurance:
          trip.key === 'confirmed' && i === 0 ? { status: 'pending', policyNumber: null, premium: 15900 } : null,
        addOns:
          trip.key === 'confirmed' && i === 0
            ? [
                {
                  key: 'insurance',
                  type: 'insurance-plan',
                  userId: guest.id,
                  unitPriceWithFee: 15900,
                  service: INSURANCE_SERVICE,
                },
              ]
            : [],
        travelerStatuses: [status],
        createdAt: created,
      };
    });
  });
}

/** Every seeded booking. */
export const BOOKING_PLANS: BookingPlan[] = [...DEMO_BOOKINGS, ...guestBookings()];

/** The add-ons of a booking as stored: its plan's add-ons plus one single supplement per private room. */
export function bookingAddOns(b: BookingPlan): AddOnPlan[] {
  const rooms: AddOnPlan[] = Array.from({ length: b.privateRooms }, (_, i) => ({
    key: `single-supplement-${i}`,
    type: 'single-supplement',
    userId: b.customerId,
    unitPriceWithFee: b.trip.singleSupplementPrice,
    service: { _id: 'single-supplement', name: 'Private room', type: 'accommodation', occupancy: 'single' },
  }));
  return [...rooms, ...b.addOns];
}

/** A booking's amounts: travel (spots x price), paid (successful payments) and due (total less paid; 0 once cancelled). */
export function bookingAmounts(b: BookingPlan): { travelAmount: number; paidAmount: number; dueAmount: number } {
  const travelAmount = b.spots * b.trip.price;
  const addOnTotal = bookingAddOns(b)
    .filter((a) => !a.deleted)
    .reduce((sum, a) => sum + a.unitPriceWithFee * (a.quantity ?? 1), 0);
  const paidAmount = b.payments.filter((p) => p.status === 'success').reduce((sum, p) => sum + p.amount, 0);
  const dueAmount = b.status === 'cancelled' ? 0 : travelAmount + addOnTotal - paidAmount;
  return { travelAmount, paidAmount, dueAmount };
}

/** Spots taken on a trip: the spots of its pending, awaiting and confirmed bookings. */
export function spotsTaken(tripId: string): number {
  return BOOKING_PLANS.filter((b) => b.trip.id === tripId && holdsSpots(b)).reduce((n, b) => n + b.spots, 0);
}

/** Private rooms still available on a trip: its total less the rooms its holding bookings took. */
export function privateRoomsAvailable(trip: TripPlan): number {
  const taken = BOOKING_PLANS.filter((b) => b.trip.id === trip.id && holdsSpots(b)).reduce(
    (n, b) => n + b.privateRooms,
    0,
  );
  return trip.singleSupplementQuantity - taken;
}
