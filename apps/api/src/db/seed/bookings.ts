// Demo bookings: guest travelers, profiles, bookings with secondary travelers, traveler records and trip forms,
// add-ons, payments, insurance policies and ground-transfer rides in several statuses.
import type { RideStatus, TravelerTripForm } from '@caravan/domain';
import {
  addOns,
  bookings,
  bookingTravelers,
  groundTransfers,
  insurancePolicies,
  payments,
  travelerProfiles,
  travelers,
  tripForms,
  users,
} from '../schema/index.js';
import { BOOKING_PLANS, type BookingPlan, bookingAddOns, bookingAmounts, GUEST_TRAVELERS } from './booking-plan.js';
import { addDays, at, seedId, type Tx } from './context.js';
import { DEMO_BOOKING_IDS, DEMO_USER_IDS } from './demo-ids.js';
import { demoServiceId } from './itineraries.js';

/** The id of a seeded ride, by key. */
export const demoRideId = (key: string): string => seedId(`ride/${key}`);

interface RidePlan {
  key: string;
  bookingId: string;
  stage: 'arrival' | 'departure';
  status: RideStatus;
  pickup: string;
  timeZone: string;
  airport: string;
  hotel: string;
  price: number;
  driver?: boolean;
  cancelled?: { at: string; type: 'customer' | 'host' | 'admin' | 'provider'; reason: string };
}

/** The rides: confirmed, pending, driver assigned, completed and cancelled (one still rebookable). */
const RIDES: RidePlan[] = [
  {
    key: 'live-arrival',
    bookingId: DEMO_BOOKING_IDS.travelerLive,
    stage: 'arrival',
    status: 'confirmed',
    pickup: '2027-05-10T09:30',
    timeZone: 'America/Lima',
    airport: 'Cusco Airport (CUZ)',
    hotel: 'Casa Andina Premium Cusco',
    price: 6000,
  },
  {
    key: 'live-departure',
    bookingId: DEMO_BOOKING_IDS.travelerLive,
    stage: 'departure',
    status: 'pending',
    pickup: '2027-05-17T13:00',
    timeZone: 'America/Lima',
    airport: 'Cusco Airport (CUZ)',
    hotel: 'Casa Andina Premium Cusco',
    price: 6000,
  },
  {
    key: 'closed-arrival',
    bookingId: DEMO_BOOKING_IDS.traveler2Closed,
    stage: 'arrival',
    status: 'driver-assigned',
    pickup: '2026-12-07T11:15',
    timeZone: 'America/Punta_Arenas',
    airport: 'Punta Arenas Airport (PUQ)',
    hotel: 'EcoCamp Patagonia',
    price: 6500,
    driver: true,
  },
  {
    key: 'complete-arrival',
    bookingId: DEMO_BOOKING_IDS.travelerComplete,
    stage: 'arrival',
    status: 'completed',
    pickup: '2026-06-01T10:00',
    timeZone: 'America/Lima',
    airport: 'Cusco Airport (CUZ)',
    hotel: 'Casa Andina Premium Cusco',
    price: 6000,
    driver: true,
  },
  {
    key: 'complete-departure',
    bookingId: DEMO_BOOKING_IDS.travelerComplete,
    stage: 'departure',
    status: 'cancelled',
    pickup: '2026-06-08T12:00',
    timeZone: 'America/Lima',
    airport: 'Cusco Airport (CUZ)',
    hotel: 'Casa Andina Premium Cusco',
    price: 6000,
    cancelled: { at: '2026-05-20', type: 'customer', reason: 'Extending my stay in Peru' },
  },
  {
    // Cancelled by traveler2@ in time (refunded), on a trip that has not started: the ride to rebook (GTR-028, RID-014).
    key: 'closed-departure',
    bookingId: DEMO_BOOKING_IDS.traveler2Closed,
    stage: 'departure',
    status: 'cancelled',
    pickup: '2026-12-14T10:00',
    timeZone: 'America/Punta_Arenas',
    airport: 'Punta Arenas Airport (PUQ)',
    hotel: 'EcoCamp Patagonia',
    price: 6500,
    cancelled: { at: '2026-11-20', type: 'customer', reason: 'Flight moved to the next day' },
  },
];

const PROFILES = [
  {
    userId: DEMO_USER_IDS.traveler,
    gender: 'female',
    dateOfBirth: '1990-04-12',
    countryCode: 'US',
    phone: '+1 555 0100',
  },
  {
    userId: DEMO_USER_IDS.traveler2,
    gender: 'male',
    dateOfBirth: '1985-09-30',
    countryCode: 'GB',
    phone: '+44 20 7946 0000',
  },
  { userId: DEMO_USER_IDS.companion, gender: 'non-binary', dateOfBirth: '1992-01-05', countryCode: 'US' },
];

const FULL_FORM_STATUSES: readonly string[] = [
  'trip-form-complete',
  'ready-to-travel',
  'complete',
  'feedback-complete',
];

function tripForm(
  b: BookingPlan,
  firstName: string,
  lastName: string,
): Omit<typeof tripForms.$inferInsert, 'travelerId'> {
  const form: TravelerTripForm = {
    flightInformation: {
      arrivalDetails: {
        airline: 'LATAM',
        flightNumber: 'LA2021',
        date: at(b.trip.startDate, '00:00'),
        time: '08:45 AM',
      },
      departureDetails: {
        airline: 'LATAM',
        flightNumber: 'LA2030',
        date: at(addDays(b.trip.startDate, b.trip.lengthInDays - 1), '00:00'),
        time: '02:30 PM',
      },
    },
    endOfTripPlans: 'Returning home',
    travelInsurance: b.insurance?.policyNumber
      ? { policyNumber: b.insurance.policyNumber, carrier: 'Caravan Cover' }
      : {},
    specialRequests: { description: 'Aisle seat on the train, please.' },
    passportInformation: {
      firstName,
      lastName,
      passportNumber: 'X1234567',
      nationality: 'US',
      issueDate: at('2022-03-01', '00:00'),
      expirationDate: at('2032-03-01', '00:00'),
    },
    emergencyContact: { name: 'Pat Contact', relationship: 'Sibling', phone: '+1 555 0199', email: 'pat@example.com' },
    disclosuresAndPreferences: { preferences: ['early-bird', 'planner'], roommateGenderPreferences: ['female'] },
    medicalAndMobilityDisclosure: 'None',
  };
  return { ...form, submittedAt: at(b.createdAt, '18:00') };
}

/** Seeds the guest travelers (sharing one password hash) and every booking with what hangs off it. */
export async function seedBookings(tx: Tx, passwordHash: string): Promise<void> {
  await tx
    .insert(users)
    .values(GUEST_TRAVELERS.map((g) => ({ ...g, group: 'traveler', role: 'traveler-primary', passwordHash })));
  await tx
    .insert(travelerProfiles)
    .values([
      ...PROFILES,
      ...GUEST_TRAVELERS.map((g, i) => ({ userId: g.id, gender: i % 2 ? 'male' : 'female', countryCode: 'US' })),
    ]);

  const names = new Map<string, { firstName: string; lastName: string; email: string }>(
    (
      await tx
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
    ).map((u) => [u.id, u]),
  );
  const nameOf = (id: string) => names.get(id) ?? { firstName: '', lastName: '', email: '' };

  await tx.insert(bookings).values(
    BOOKING_PLANS.map((b) => ({
      id: b.id,
      orderId: b.orderId,
      tripId: b.trip.id,
      customerId: b.customerId,
      status: b.status,
      isPendingCancellation: b.isPendingCancellation,
      currency: b.trip.currency,
      ...bookingAmounts(b),
      paymentDueDate: b.status === 'cancelled' ? null : addDays(b.trip.startDate, -90),
      totalSpotsBooked: b.spots,
      travelersRooms: travelersRooms(b),
      automaticPaymentStatus: b.payments.some((p) => p.automatic) ? 'active' : null,
      internalCancellationReason: b.internalCancellationReason,
      cancellationRequestedAt: b.cancellationRequestedAt ? at(b.cancellationRequestedAt) : null,
      cancelledByHost: b.cancelledByHost,
      createdAt: at(b.createdAt, '10:00'),
    })),
  );

  const secondaries = BOOKING_PLANS.flatMap((b) => b.secondaryIds.map((userId) => ({ bookingId: b.id, userId })));
  if (secondaries.length > 0) await tx.insert(bookingTravelers).values(secondaries);

  const travelerRows = BOOKING_PLANS.flatMap((b) =>
    [b.customerId, ...b.secondaryIds].map((userId, i) => {
      const status = b.travelerStatuses[i] ?? 'created';
      return {
        id: seedId(`traveler/${b.key}/${i}`),
        userId,
        tripId: b.trip.id,
        bookingId: b.id,
        type: i === 0 ? 'traveler-primary' : 'traveler-secondary',
        status,
        waiverSignedAt: status === 'created' || status === 'cancelled' ? null : at(addDays(b.createdAt, 2)),
        plan: b,
      };
    }),
  );
  await tx.insert(travelers).values(travelerRows.map(({ plan: _plan, ...row }) => row));
  await tx.insert(tripForms).values(
    travelerRows
      .filter((t) => FULL_FORM_STATUSES.includes(t.status))
      .map((t) => {
        const { firstName, lastName } = nameOf(t.userId);
        return { travelerId: t.id, ...tripForm(t.plan, firstName, lastName) };
      }),
  );

  const byId = new Map(BOOKING_PLANS.map((b) => [b.id, b]));
  await tx.insert(groundTransfers).values(
    RIDES.map((r, i) => {
      const b = byId.get(r.bookingId);
      if (!b) throw new Error(`ride ${r.key} has no booking`);
      const rider = nameOf(b.customerId);
      const airport = { establishment: r.airport, formattedAddress: r.airport };
      const hotel = { establishment: r.hotel, formattedAddress: r.hotel };
      return {
        id: demoRideId(r.key),
        bookingId: b.id,
        tripId: b.trip.id,
        userId: b.customerId,
        code: `GT-${7001 + i}`,
        stage: r.stage,
        status: r.status,
        providerStatus: r.status,
        origin: r.stage === 'arrival' ? airport : hotel,
        destination: r.stage === 'arrival' ? hotel : airport,
        pickupLocalTime: r.pickup,
        pickupTimeZone: r.timeZone,
        vehicleCategory: 'Standard sedan',
        price: r.price,
        currency: b.trip.currency,
        passengers: b.spots,
        carryOnLuggage: b.spots,
        checkedLuggage: b.spots,
        traveler: {
          flightNumber: r.stage === 'arrival' ? 'LA2021' : 'LA2030',
          firstName: rider.firstName,
          lastName: rider.lastName,
          email: rider.email,
          phone: '+1 555 0100',
        },
        transferCompany: { name: 'Andes Transfers', phoneNumber: '+51 84 000 000' },
        driver: r.driver
          ? {
              name: 'Luis Quispe',
              phoneNumber: '+51 984 000 111',
              vehicleMake: 'Toyota',
              vehicleModel: 'Corolla',
              vehicleLicensePlate: 'CUS-123',
            }
          : null,
        durationInSeconds: 1500,
        distanceInMeters: 9000,
        cancellationType: r.cancelled?.type ?? null,
        cancelledAt: r.cancelled ? at(r.cancelled.at) : null,
        cancellationReason: r.cancelled?.reason ?? null,
        cancellationCost: r.cancelled ? 0 : null,
        createdAt: at(b.createdAt, '11:00'),
      };
    }),
  );

  await tx.insert(addOns).values(
    BOOKING_PLANS.flatMap((b) =>
      bookingAddOns(b).map((a) => ({
        id: seedId(`add-on/${b.key}/${a.key}`),
        bookingId: b.id,
        userId: a.userId,
        type: a.type,
        status: 'CONFIRMED',
        quantity: a.quantity ?? 1,
        unitPriceWithFee: a.unitPriceWithFee,
        price: a.unitPriceWithFee * (a.quantity ?? 1),
        currency: b.trip.currency,
        deleted: a.deleted ?? false,
        serviceId: a.serviceKey ? demoServiceId(a.serviceKey) : null,
        service: a.service ? { bookable: true, deleted: false, ...a.service } : null,
        groundTransferId: a.rideKey ? demoRideId(a.rideKey) : null,
        createdAt: at(b.createdAt, '10:05'),
      })),
    ),
  );

  await tx.insert(insurancePolicies).values(
    BOOKING_PLANS.flatMap((b) => {
      if (!b.insurance) return [];
      const holder = nameOf(b.customerId);
      return [
        {
          id: seedId(`insurance/${b.key}`),
          bookingId: b.id,
          addOnId: seedId(`add-on/${b.key}/insurance`),
          userId: b.customerId,
          policyNumber: b.insurance.policyNumber,
          coverage: 'Comprehensive',
          claimsUrl: b.insurance.policyNumber ? 'https://insurance.example.com/claims' : null,
          confirmationOfBenefitsUrl: b.insurance.policyNumber
            ? `https://insurance.example.com/benefits/${b.insurance.policyNumber}`
            : null,
          status: b.insurance.status,
          firstName: holder.firstName,
          lastName: holder.lastName,
          premium: b.insurance.premium,
          currency: b.trip.currency,
          createdAt: at(b.createdAt, '10:10'),
        },
      ];
    }),
  );

  await tx.insert(payments).values(
    BOOKING_PLANS.flatMap((b) =>
      b.payments.map((p, i) => ({
        id: seedId(`payment/${b.key}/${i}`),
        bookingId: b.id,
        type: p.type,
        amount: p.amount,
        currency: b.trip.currency,
        status: p.status,
        automatic: p.automatic ?? false,
        providerReference: `sandbox_${b.orderId}_${i + 1}`,
        paidAt: at(p.date, '10:00'),
      })),
    ),
  );
}

/** Rooms of a booking: private rooms for the customer, the rest shared in pairs. */
function travelersRooms(b: BookingPlan): { roomType: 'single' | 'double'; travelers: string[] }[] {
  const people = [b.customerId, ...b.secondaryIds];
  const rooms: { roomType: 'single' | 'double'; travelers: string[] }[] = [];
  const privates = people.slice(0, b.privateRooms);
  for (const p of privates) rooms.push({ roomType: 'single', travelers: [p] });
  const shared = people.slice(b.privateRooms);
  for (let i = 0; i < shared.length; i += 2) rooms.push({ roomType: 'double', travelers: shared.slice(i, i + 2) });
  return rooms;
}
