// Demo trip requests, trips (one per status), their day services, email campaigns and important dates.
import {
  type ImportantDateKey,
  type PackageLevel,
  type PromoteEmailStatus,
  type TripRequestFormValues,
  hostPricingFeeAmounts,
} from '@caravan/domain';
import { dayServices, emailCampaigns, importantDates, tripRequests, trips } from '../schema/index.js';
import { privateRoomsAvailable, spotsTaken } from './booking-plan.js';
import { addDays, at, SEED_ANCHOR, seedId, type Tx } from './context.js';
import { DEMO_ITINERARY_IDS, DEMO_USER_IDS } from './demo-ids.js';
import { demoGallery, demoInventoryItemId, demoServiceId, ITINERARY_DAYS } from './itineraries.js';
import { TRIP_PLANS, type TripPlan } from './trip-plan.js';

const LAUNCHED: readonly string[] = ['live', 'ready-to-confirm', 'early-confirmed', 'confirmed', 'closed', 'complete'];

function formValues(pkg: PackageLevel, startDate: string, inventoryItemId: string | null): TripRequestFormValues {
  return {
    selectedPackage: pkg,
    startDate,
    itineraryInventoryItemId: inventoryItemId,
    dietaryRestriction: null,
    companions: [],
    hostRooms: [{ roomType: 'one-bed' }],
    selectedWorkshopSpaces: [],
    hostSelectedOptionalServices: [],
    hostSelectedOptionalActivities: [],
    prePostAccommodationsSelection: { beforeTrip: false, afterTrip: false },
    prePostTransfersSelection: { beforeTrip: true, afterTrip: true },
    additionalRequests: '',
  };
}

/** The id of the trip request a seeded trip was created from. */
export const demoTripRequestId = (trip: TripPlan): string => seedId(`trip-request/${trip.key}`);

/** Seeds trip requests (every request status), the trips with their day services, campaigns and important dates. */
export async function seedTrips(tx: Tx): Promise<void> {
  await tx.insert(tripRequests).values([
    ...TRIP_PLANS.map((t) => ({
      id: demoTripRequestId(t),
      hostId: t.hostId,
      itineraryId: t.itineraryId,
      inventoryItemId: t.inventoryItemId,
      status: 'trip-created',
      selectedPackage: t.selectedPackage,
      startDate: t.startDate,
      instantlyApproved: t.inventoryItemId !== null,
      autoPriced: t.inventoryItemId !== null,
      formValues: formValues(t.selectedPackage, t.startDate, t.inventoryItemId),
      createdAt: at(addDays(t.launchDate ?? SEED_ANCHOR, -30)),
    })),
    {
      id: seedId('trip-request/pending'),
      hostId: DEMO_USER_IDS.host2,
      itineraryId: DEMO_ITINERARY_IDS.incaTrail,
      inventoryItemId: demoInventoryItemId('inca/2027-09-06/standard'),
      status: 'pending',
      selectedPackage: 'standard',
      startDate: '2027-09-06',
      additionalRequests: 'Could we add a sunrise yoga session in the Sacred Valley?',
      formValues: formValues('standard', '2027-09-06', demoInventoryItemId('inca/2027-09-06/standard')),
      createdAt: at('2026-11-19'),
    },
    {
      id: seedId('trip-request/accepted'),
      hostId: DEMO_USER_IDS.host2,
      itineraryId: DEMO_ITINERARY_IDS.patagonia,
      status: 'accepted',
      selectedPackage: 'standard',
      startDate: '2027-10-11',
      formValues: formValues('standard', '2027-10-11', null),
      createdAt: at('2026-11-12'),
    },
    {
      id: seedId('trip-request/rejected'),
      hostId: DEMO_USER_IDS.hostLevel2,
      itineraryId: DEMO_ITINERARY_IDS.fjords,
      status: 'rejected',
      selectedPackage: 'standard',
      startDate: '2027-08-16',
      formValues: formValues('standard', '2027-08-16', null),
      createdAt: at('2026-10-30'),
    },
  ]);

  await tx.insert(trips).values(TRIP_PLANS.map(tripRow));

  await tx.insert(dayServices).values(
    TRIP_PLANS.flatMap((t) =>
      (ITINERARY_DAYS[t.itineraryId] ?? []).map((e, position) => {
        const workshop = e.service === 'courtyard-room' && LAUNCHED.includes(t.status);
        return {
          id: seedId(`day-service/trip/${t.key}/${position}`),
          tripId: t.id,
          serviceId: demoServiceId(e.service),
          dayIndex: e.dayIndex,
          duration: e.duration ?? 1,
          position,
          ...(workshop ? { acceptedByHost: true, hoursRequested: 2 } : {}),
        };
      }),
    ),
  );

  await tx.insert(emailCampaigns).values(TRIP_PLANS.flatMap(campaignRows));
  await tx.insert(importantDates).values(TRIP_PLANS.flatMap(importantDateRows));
}

/**
 * DECIDE: the demo's regular price is $150 above the early bird price (the plan's price, which travelers book at), the
 * middle of the spec's advice of $100-200 (HPR-023), so no seeded early bird sits above its regular price (MKT-042).
 */
const DEMO_REGULAR_PRICE_PREMIUM = 15_000;
/**
 * DECIDE: the operator's price per traveler is 65% of the early bird price at the minimum group and 60% at a full trip
 * (whole dollars), so every seeded trip earns its host money at every traveler count, FOC spots included (MKT-042).
 */
const DEMO_OPERATOR_COST_SHARE = { minimum: 0.65, full: 0.6 } as const;
const wholeDollars = (minor: number) => Math.round(minor / 100) * 100;

/** The operator's tiers of a demo trip: its minimum and its full group, both counting the FOC spots (OPT-040). */
function demoCostThresholds(t: TripPlan) {
  const foc = demoFocQuantity(t);
  return [
    {
      numberOfTravelers: t.minimumSpots + foc,
      pricePerTraveler: wholeDollars(t.price * DEMO_OPERATOR_COST_SHARE.minimum),
    },
    {
      numberOfTravelers: t.maximumSpots + foc,
      pricePerTraveler: wholeDollars(t.price * DEMO_OPERATOR_COST_SHARE.full),
    },
  ];
}

/** The live trip's host and their companion travel free of charge: host@ books their transfers (GTF-014). */
const demoFocQuantity = (t: TripPlan) => (t.key === 'live' ? 2 : 0);

function tripRow(t: TripPlan): typeof trips.$inferInsert {
  const launched = LAUNCHED.includes(t.status) || t.status === 'cancelled';
  const agreed = t.status !== 'created' && t.status !== 'partner-approved' && t.status !== 'pricing-approved';
  const costThresholds = demoCostThresholds(t);
  return {
    id: t.id,
    shortId: t.shortId,
    name: t.name,
    status: t.status,
    publishStatus: t.publishStatus,
    itineraryId: t.itineraryId,
    operatorId: t.operatorId,
    hostId: t.hostId,
    tripRequestId: demoTripRequestId(t),
    inventoryItemId: t.inventoryItemId,
    selectedPackage: t.selectedPackage,
    startDate: t.startDate,
    endDate: addDays(t.startDate, t.lengthInDays - 1),
    destination: t.destination,
    country: t.country,
    timeZone: t.timeZone,
    tripPath: t.shortId.toLowerCase(),
    tripSummary: `${t.name}: ${t.lengthInDays} days in ${t.destination}.`,
    categories: ['hiking'],
    photos: { hero: `/demo/trips/${t.shortId.toLowerCase()}.jpg`, itineraryPhotos: galleryOf(t) },
    launchDate: t.launchDate ? at(t.launchDate, '15:00') : null,
    publishRequest: t.publishRequest ? at(t.publishRequest) : null,
    lastPublishDate: launched && t.launchDate ? at(t.launchDate, '15:00') : null,
    hasHostCompletedPromoteTutorial: launched,
    bookingAutoConfirmation: t.key === 'live',
    promoteEmails: launched
      ? { launch: { active: true, hostBlurb: 'Come walk with me!', subject: `Join me: ${t.name}` }, drip: [] }
      : null,
    minimumSpots: t.minimumSpots,
    maximumSpots: t.maximumSpots,
    spotsTaken: spotsTaken(t.id),
    currency: t.currency,
    costThresholds,
    singleSupplementPrice: t.singleSupplementPrice,
    singleSupplementQuantity: t.singleSupplementQuantity,
    singleSupplementQuantityAvailable: privateRoomsAvailable(t),
    priceInitial: agreed ? t.price : null,
    priceRemaining: agreed ? t.price + DEMO_REGULAR_PRICE_PREMIUM : null,
    // The stored fees by the domain's one fee rule, as a host's pricing save stores them (HPR-025).
    ...(agreed ? hostPricingFeeAmounts(t.price) : { serviceFee: null, transactionFee: null }),
    flightStipend: t.key === 'live' ? 150000 : null,
    hostTerms: agreed ? { costOutputs: [], minimumSpots: t.minimumSpots, maximumSpots: t.maximumSpots } : null,
    termsAcceptedAt: agreed && t.publishRequest ? at(t.publishRequest) : null,
    earningsApprovedAt: t.status === 'complete' ? at('2026-06-20') : null,
    operatorTerms: t.status !== 'created',
    instantlyApproved: t.inventoryItemId !== null,
    quantityHostRooms: 1,
    hostRooms: [{ roomType: 'one-bed' }],
    companions: t.key === 'live' ? [{ _id: 'companion-sam', firstName: 'Sam', lastName: 'Host', ageRange: '18+' }] : [],
    focQuantity: demoFocQuantity(t),
    dietaryRestriction: t.key === 'live' ? 'vegetarian' : null,
    operatorTechnicalItineraryApproved: LAUNCHED.includes(t.status),
    adminTechnicalItineraryApproved: ['confirmed', 'closed', 'complete', 'live'].includes(t.status),
    passportRequired: true,
    preparationListUrl: '/demo/preparation-list.pdf',
    bookingsDeadline: 90,
    travelerInsuranceRequired: t.itineraryId === DEMO_ITINERARY_IDS.incaTrail,
    mobileAppEnabled: LAUNCHED.includes(t.status),
    internalCancellationReason: t.internalCancellationReason,
    createdAt: at(addDays(t.launchDate ?? SEED_ANCHOR, -20)),
  };
}

/** A trip's gallery: the photos of its itinerary's landscape (issue 26: the trip page shows them). */
function galleryOf(t: TripPlan): string[] {
  if (t.itineraryId === DEMO_ITINERARY_IDS.incaTrail) return demoGallery('inca');
  if (t.itineraryId === DEMO_ITINERARY_IDS.patagonia) return demoGallery('patagonia');
  if (t.itineraryId === DEMO_ITINERARY_IDS.fjords) return demoGallery('fjords');
  return [];
}

const DRIP = ['Launch announcement', 'Early bird reminder', 'Itinerary spotlight', 'Last call'];

/** The drip emails of a launched trip, sent or scheduled relative to the anchor; cancelled trips' are cancelled. */
function campaignRows(t: TripPlan): (typeof emailCampaigns.$inferInsert)[] {
  if (!t.launchDate) return [];
  const launch = t.launchDate;
  return DRIP.map((name, i) => {
    const scheduled = addDays(launch, i * 21);
    const sent = scheduled <= SEED_ANCHOR;
    const disabled = t.key === 'live' && i === 2;
    const status: PromoteEmailStatus = disabled
      ? 'Disabled'
      : sent
        ? 'Sent'
        : t.status === 'cancelled'
          ? 'Canceled'
          : t.status === 'host-approved'
            ? 'Pending'
            : 'Scheduled';
    return {
      id: seedId(`email-campaign/${t.key}/${i}`),
      tripId: t.id,
      name,
      sortOrder: i,
      dripCampaignIdentifier: 'trip-launch',
      dripIdentifier: `drip-${i + 1}`,
      scheduledLabel: i === 0 ? 'On launch' : `${i * 3} weeks after launch`,
      hostBlurb: i === 0 ? 'Join me!' : '',
      active: !disabled,
      status,
      scheduledDate: status === 'Pending' ? null : at(scheduled, '15:00'),
      completedDate: status === 'Sent' ? at(scheduled, '15:05') : null,
      opened: status === 'Sent' ? 40 + 7 * i : 0,
      clicked: status === 'Sent' ? 6 + 2 * i : 0,
    };
  });
}

/** The important dates of a trip (HOM-013): milestones before the start, the start, and earnings after it. */
function importantDateRows(t: TripPlan): (typeof importantDates.$inferInsert)[] {
  if (t.status === 'cancelled') return [];
  const rows: [ImportantDateKey, string][] = [['trip-start', t.startDate]];
  if (t.launchDate && !LAUNCHED.includes(t.status)) {
    rows.push(['launch-scheduled', t.launchDate], ['launch-schedule-reminder', addDays(t.launchDate, -7)]);
  }
  if (LAUNCHED.includes(t.status)) {
    rows.push(
      ['minimum-bookings-deadline', addDays(t.startDate, -120)],
      ['payments-due', addDays(t.startDate, -90)],
      ['form-reminder', addDays(t.startDate, -60)],
      ['trip-closed', addDays(t.startDate, -30)],
    );
  }
  if (t.status === 'complete') rows.push(['earnings-50-percent-and-report', addDays(t.startDate, 14)]);
  return rows.map(([key, date]) => ({ id: seedId(`important-date/${t.key}/${key}`), tripId: t.id, key, date }));
}
