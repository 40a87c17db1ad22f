// The demo trips as data: one per trip status, with owner, itinerary, dates, spots and prices (minor units).
import type { PackageLevel, PublishStatus, TripStatus } from '@caravan/domain';
import { DEMO_ITINERARY_IDS, DEMO_TRIP_IDS, DEMO_USER_IDS } from './demo-ids.js';
import { demoInventoryItemId } from './itineraries.js';

export interface TripPlan {
  key: keyof typeof DEMO_TRIP_IDS;
  id: string;
  shortId: string;
  name: string;
  status: TripStatus;
  publishStatus: PublishStatus;
  hostId: string;
  operatorId: string;
  itineraryId: string;
  lengthInDays: number;
  country: string;
  destination: string;
  /** The itinerary's IANA zone, which the trip copies (decision 038). */
  timeZone: string;
  inventoryItemId: string | null;
  selectedPackage: PackageLevel;
  startDate: string;
  currency: 'USD' | 'EUR';
  minimumSpots: number;
  maximumSpots: number;
  /** Price per traveler at the first threshold, minor units. */
  price: number;
  singleSupplementPrice: number;
  /** Total private rooms. */
  singleSupplementQuantity: number;
  /** Launch instant (YYYY-MM-DD), null when not launched or scheduled. */
  launchDate: string | null;
  publishRequest: string | null;
  internalCancellationReason: string | null;
}

const H = DEMO_USER_IDS.host;
const H2 = DEMO_USER_IDS.host2;
const I = DEMO_ITINERARY_IDS;
const inca = {
  itineraryId: I.incaTrail,
  operatorId: DEMO_USER_IDS.operator,
  lengthInDays: 8,
  country: 'Peru',
  destination: 'Cusco',
  timeZone: 'America/Lima',
};
const patagonia = {
  itineraryId: I.patagonia,
  operatorId: DEMO_USER_IDS.operator,
  lengthInDays: 6,
  country: 'Chile',
  destination: 'Torres del Paine',
  timeZone: 'America/Punta_Arenas',
};
const fjords = {
  itineraryId: I.fjords,
  operatorId: DEMO_USER_IDS.operator2,
  lengthInDays: 7,
  country: 'Norway',
  destination: 'Bergen',
  timeZone: 'Europe/Oslo',
};
const none = { launchDate: null, publishRequest: null, internalCancellationReason: null };

/** Every trip status once; the anchor is 2026-11-21, so complete is past, closed starts in two weeks, the rest ahead. */
export const TRIP_PLANS: TripPlan[] = [
  {
    key: 'created',
    id: DEMO_TRIP_IDS.created,
    shortId: 'CRV-1001',
    name: 'Sacred Valley on a Budget',
    status: 'created',
    publishStatus: 'pending',
    hostId: H,
    ...inca,
    inventoryItemId: demoInventoryItemId('inca/2027-06-07/economy'),
    selectedPackage: 'economy',
    startDate: '2027-06-07',
    currency: 'USD',
    minimumSpots: 6,
    maximumSpots: 12,
    price: 390000,
    singleSupplementPrice: 35000,
    singleSupplementQuantity: 4,
    ...none,
  },
  {
    key: 'partnerApproved',
    id: DEMO_TRIP_IDS.partnerApproved,
    shortId: 'CRV-1002',
    name: 'Patagonia Photo Week',
    status: 'partner-approved',
    publishStatus: 'pending',
    hostId: H,
    ...patagonia,
    inventoryItemId: null,
    selectedPackage: 'standard',
    startDate: '2027-04-19',
    currency: 'USD',
    minimumSpots: 4,
    maximumSpots: 12,
    price: 360000,
    singleSupplementPrice: 38000,
    singleSupplementQuantity: 4,
    ...none,
  },
  {
    key: 'pricingApproved',
    id: DEMO_TRIP_IDS.pricingApproved,
    shortId: 'CRV-1003',
    name: 'Fjords Yoga Retreat',
    status: 'pricing-approved',
    publishStatus: 'pending',
    hostId: H2,
    ...fjords,
    inventoryItemId: demoInventoryItemId('fjords/2027-08-02/standard'),
    selectedPackage: 'standard',
    startDate: '2027-08-02',
    currency: 'EUR',
    minimumSpots: 6,
    maximumSpots: 10,
    price: 440000,
    singleSupplementPrice: 40000,
    singleSupplementQuantity: 4,
    ...none,
  },
  {
    key: 'hostApproved',
    id: DEMO_TRIP_IDS.hostApproved,
    shortId: 'CRV-1004',
    name: 'Patagonia Premium Trek',
    status: 'host-approved',
    publishStatus: 'in-review',
    hostId: H,
    ...patagonia,
    inventoryItemId: null,
    selectedPackage: 'premium',
    startDate: '2027-09-13',
    currency: 'USD',
    minimumSpots: 4,
    maximumSpots: 10,
    price: 480000,
    singleSupplementPrice: 50000,
    singleSupplementQuantity: 2,
    launchDate: '2026-12-01',
    publishRequest: '2026-11-18',
    internalCancellationReason: null,
  },
  {
    key: 'live',
    id: DEMO_TRIP_IDS.live,
    shortId: 'CRV-1005',
    name: 'Machu Picchu with Hana',
    status: 'live',
    publishStatus: 'live',
    hostId: H,
    ...inca,
    inventoryItemId: demoInventoryItemId('inca/2027-05-10/standard'),
    selectedPackage: 'standard',
    startDate: '2027-05-10',
    currency: 'USD',
    minimumSpots: 8,
    maximumSpots: 12,
    price: 465000,
    singleSupplementPrice: 45000,
    singleSupplementQuantity: 4,
    launchDate: '2026-10-01',
    publishRequest: '2026-09-25',
    internalCancellationReason: null,
  },
  {
    key: 'readyToConfirm',
    id: DEMO_TRIP_IDS.readyToConfirm,
    shortId: 'CRV-1006',
    name: 'Fjords Slow Travel',
    status: 'ready-to-confirm',
    publishStatus: 'live',
    hostId: H2,
    ...fjords,
    inventoryItemId: demoInventoryItemId('fjords/2027-06-14/economy'),
    selectedPackage: 'economy',
    startDate: '2027-06-14',
    currency: 'EUR',
    minimumSpots: 4,
    maximumSpots: 8,
    price: 350000,
    singleSupplementPrice: 30000,
    singleSupplementQuantity: 3,
    launchDate: '2026-09-15',
    publishRequest: '2026-09-10',
    internalCancellationReason: null,
  },
  {
    key: 'earlyConfirmed',
    id: DEMO_TRIP_IDS.earlyConfirmed,
    shortId: 'CRV-1007',
    name: 'Inca Trail in Style',
    status: 'early-confirmed',
    publishStatus: 'live',
    hostId: H,
    ...inca,
    inventoryItemId: demoInventoryItemId('inca/2027-03-22/premium'),
    selectedPackage: 'premium',
    startDate: '2027-03-22',
    currency: 'USD',
    minimumSpots: 3,
    maximumSpots: 10,
    price: 650000,
    singleSupplementPrice: 65000,
    singleSupplementQuantity: 2,
    launchDate: '2026-08-01',
    publishRequest: '2026-07-28',
    internalCancellationReason: null,
  },
  {
    key: 'confirmed',
    id: DEMO_TRIP_IDS.confirmed,
    shortId: 'CRV-1008',
    name: 'Fjords & Northern Light Photography',
    status: 'confirmed',
    publishStatus: 'live',
    hostId: H,
    ...fjords,
    inventoryItemId: demoInventoryItemId('fjords/2027-05-24/premium'),
    selectedPackage: 'premium',
    startDate: '2027-05-24',
    currency: 'EUR',
    minimumSpots: 6,
    maximumSpots: 10,
    price: 560000,
    singleSupplementPrice: 55000,
    singleSupplementQuantity: 6,
    launchDate: '2026-07-01',
    publishRequest: '2026-06-25',
    internalCancellationReason: null,
  },
  {
    key: 'closed',
    id: DEMO_TRIP_IDS.closed,
    shortId: 'CRV-1009',
    name: 'Patagonia Summer Solstice',
    status: 'closed',
    publishStatus: 'live',
    hostId: H,
    ...patagonia,
    inventoryItemId: null,
    selectedPackage: 'standard',
    startDate: '2026-12-07',
    currency: 'USD',
    minimumSpots: 4,
    maximumSpots: 8,
    price: 360000,
    singleSupplementPrice: 38000,
    singleSupplementQuantity: 2,
    launchDate: '2026-06-01',
    publishRequest: '2026-05-27',
    internalCancellationReason: null,
  },
  {
    key: 'complete',
    id: DEMO_TRIP_IDS.complete,
    shortId: 'CRV-1010',
    name: 'Machu Picchu Spring Departure',
    status: 'complete',
    publishStatus: 'live',
    hostId: H,
    ...inca,
    inventoryItemId: demoInventoryItemId('inca/2026-06-01/standard'),
    selectedPackage: 'standard',
    startDate: '2026-06-01',
    currency: 'USD',
    minimumSpots: 6,
    maximumSpots: 12,
    price: 450000,
    singleSupplementPrice: 45000,
    singleSupplementQuantity: 4,
    launchDate: '2026-01-10',
    publishRequest: '2026-01-05',
    internalCancellationReason: null,
  },
  {
    key: 'cancelled',
    id: DEMO_TRIP_IDS.cancelled,
    shortId: 'CRV-1011',
    name: 'Patagonia Wellness Escape',
    status: 'cancelled',
    publishStatus: 'live',
    hostId: H2,
    ...patagonia,
    inventoryItemId: null,
    selectedPackage: 'economy',
    startDate: '2027-02-15',
    currency: 'USD',
    minimumSpots: 4,
    maximumSpots: 10,
    price: 300000,
    singleSupplementPrice: 30000,
    singleSupplementQuantity: 2,
    launchDate: '2026-10-15',
    publishRequest: '2026-10-10',
    internalCancellationReason: '16',
  },
];

/** The plan of a trip, by key. */
export function tripPlan(key: TripPlan['key']): TripPlan {
  const plan = TRIP_PLANS.find((t) => t.key === key);
  if (!plan) throw new Error(`no demo trip ${key}`);
  return plan;
}
