// Demo itineraries of both operators: services on every day type, packages of every level, validity periods,
// inventory departures, accommodation alternatives and a selection.
import type { InventoryAccommodationPrices, InventoryCostTier, ValidityPeriodPriceTier } from '@caravan/domain';
import {
  accommodationAlternatives,
  accommodationSelections,
  dayServices,
  inventoryItems,
  itineraries,
  type StoredItineraryPackages,
  services,
  validityPeriods,
} from '../schema/index.js';
import { seedId, type Tx } from './context.js';
import { DEMO_ITINERARY_IDS, DEMO_USER_IDS } from './demo-ids.js';

type ServiceRow = typeof services.$inferInsert;
type DayEntry = { service: string; dayIndex: number; duration?: number };

/** A service of the demo library, id derived from its key. */
function service(key: string, operatorId: string, row: Omit<ServiceRow, 'id' | 'operatorId'>): ServiceRow {
  return { id: seedId(`service/${key}`), operatorId, ...row };
}

/** The id of a seeded service. */
export const demoServiceId = (key: string): string => seedId(`service/${key}`);

/** The gallery photos drawn for each demo landscape (apps/api/media/demo/itineraries), shared by its trips. */
const DEMO_GALLERY_SIZE = { inca: 6, patagonia: 5, fjords: 5 } as const;

/** The gallery photo URLs of a demo landscape: its itinerary's photos and its trips' gallery. */
export const demoGallery = (place: keyof typeof DEMO_GALLERY_SIZE): string[] =>
  Array.from({ length: DEMO_GALLERY_SIZE[place] }, (_, i) => `/demo/itineraries/${place}-${i + 1}.jpg`);

const OP = DEMO_USER_IDS.operator;
const OP2 = DEMO_USER_IDS.operator2;

const SERVICES: ServiceRow[] = [
  // Inca Trail (operator@): every day service type, legacy ones included.
  service('cusco-arrival', OP, {
    type: 'AIRPORT_TRANSFER',
    name: 'Cusco airport pickup',
    price: 3500,
    details: { airport: 'CUZ' },
  }),
  service('casa-andina', OP, {
    type: 'ACCOMMODATION',
    name: 'Casa Andina Premium Cusco',
    numberOfNights: 3,
    images: ['/demo/services/casa-andina.jpg'],
    details: { accommodationType: 'Hotel', occupancy: 'double', starRating: 4, orSimilar: true, checkInDay: 0 },
    inLibrary: true,
  }),
  service('palacio-inka', OP, {
    type: 'ACCOMMODATION',
    name: 'Palacio del Inka',
    images: ['/demo/services/palacio-inka.jpg'],
    description: 'Luxury upgrade on the Plaza.',
    price: 12000,
    numberOfNights: 3,
    details: { accommodationType: 'Hotel', occupancy: 'double', starRating: 5, orSimilar: false },
  }),
  service('welcome-briefing', OP, {
    type: 'INFO',
    name: 'Welcome briefing',
    description: 'Meet the guide, altitude tips and the week ahead.',
    details: { title: 'Welcome to Cusco' },
  }),
  service('welcome-dinner', OP, {
    type: 'MEAL',
    name: 'Welcome dinner',
    startTime: '19:30',
    details: { mealType: 'dinner', options: ['vegetarian', 'vegan', 'gluten-free'] },
  }),
  service('cusco-walk', OP, {
    type: 'ACTIVITY',
    name: 'Cusco city walking tour',
    images: ['/demo/services/cusco-walk.jpg'],
    startTime: '09:00',
    length: 180,
    details: { location: 'Plaza de Armas', includedActivity: true, cutoffLeadTime: 14 },
  }),
  service('courtyard-room', OP, {
    type: 'WORKSHOP_SPACE',
    name: 'Courtyard workshop room',
    price: 4000,
    details: { hoursAvailable: 4, location: 'Casa Andina courtyard', timeAvailableStart: '14:00' },
  }),
  service('sacred-valley-day', OP, { type: 'FULL_DAY', name: 'Sacred Valley full day', details: {} }),
  service('pisco-gathering', OP, { type: 'INFORMAL_GATHERING', name: 'Pisco tasting get-together', details: {} }),
  service('train-out', OP, {
    type: 'TRANSFER',
    name: 'Vistadome train to Aguas Calientes',
    images: ['/demo/services/vistadome-train.jpg'],
    startTime: '07:10',
    length: 210,
    details: { fromCity: 'Ollantaytambo', toCity: 'Aguas Calientes', vehicleType: 'train', airportTransfer: false },
  }),
  service('inkaterra', OP, {
    type: 'ACCOMMODATION',
    name: 'Inkaterra Machu Picchu Pueblo',
    images: ['/demo/services/inkaterra.jpg'],
    numberOfNights: 2,
    details: { accommodationType: 'Lodge', occupancy: 'double', starRating: 4, orSimilar: true, checkInDay: 3 },
  }),
  service('sumaq', OP, {
    type: 'ACCOMMODATION',
    name: 'Sumaq Machu Picchu',
    images: ['/demo/services/sumaq.jpg'],
    price: 9000,
    numberOfNights: 2,
    details: { accommodationType: 'Hotel', occupancy: 'double', starRating: 5, orSimilar: false },
  }),
  service('machu-picchu', OP, {
    type: 'ACTIVITY',
    name: 'Machu Picchu guided visit',
    images: ['/demo/services/machu-picchu-visit.jpg'],
    startTime: '06:00',
    length: 240,
    details: { includedActivity: true },
  }),
  service('huayna-picchu', OP, {
    type: 'ACTIVITY',
    name: 'Huayna Picchu hike',
    startTime: '10:00',
    length: 150,
    price: 7900,
    details: { includedActivity: false, bookable: true, minPax: 2, cutoffLeadTime: 30 },
  }),
  service('train-back', OP, {
    type: 'TRANSFER',
    name: 'Train back to Cusco',
    startTime: '15:20',
    length: 240,
    details: { fromCity: 'Aguas Calientes', toCity: 'Cusco', vehicleType: 'train', airportTransfer: false },
  }),
  service('casa-andina-2', OP, {
    type: 'ACCOMMODATION',
    name: 'Casa Andina Premium Cusco',
    numberOfNights: 2,
    details: { accommodationType: 'Hotel', occupancy: 'double', starRating: 4, orSimilar: true, checkInDay: 5 },
  }),
  service('farewell-breakfast', OP, {
    type: 'MEAL',
    name: 'Farewell breakfast',
    startTime: '08:00',
    details: { mealType: 'breakfast', options: [] },
  }),
  service('cusco-departure', OP, {
    type: 'AIRPORT_TRANSFER',
    name: 'Cusco airport drop-off',
    price: 3500,
    details: { airport: 'CUZ' },
  }),
  service('cusco-pre-night', OP, {
    type: 'ACCOMMODATION',
    name: 'Pre-trip night in Cusco',
    price: 18000,
    numberOfNights: 1,
    timing: 'pre-trip',
    details: { accommodationType: 'Hotel', occupancy: 'double', starRating: 4 },
  }),
  service('cusco-post-night', OP, {
    type: 'ACCOMMODATION',
    name: 'Post-trip night in Cusco',
    price: 18000,
    numberOfNights: 1,
    timing: 'post-trip',
    details: { accommodationType: 'Hotel', occupancy: 'double', starRating: 4 },
  }),
  // Patagonia (operator@).
  service('punta-arenas-arrival', OP, { type: 'AIRPORT_TRANSFER', name: 'Punta Arenas pickup', details: {} }),
  service('eco-camp', OP, {
    type: 'ACCOMMODATION',
    name: 'EcoCamp Patagonia domes',
    numberOfNights: 5,
    details: { accommodationType: 'Dome', occupancy: 'double', starRating: 3, orSimilar: true, checkInDay: 0 },
  }),
  service('base-torres', OP, {
    type: 'ACTIVITY',
    name: 'Base of the Towers hike',
    startTime: '06:30',
    length: 600,
    details: { includedActivity: true },
  }),
  service('asado', OP, { type: 'MEAL', name: 'Patagonian lamb asado', details: { mealType: 'dinner' } }),
  service('grey-kayak', OP, {
    type: 'ACTIVITY',
    name: 'Grey Lake kayak',
    price: 11000,
    length: 180,
    details: { includedActivity: false, bookable: true },
  }),
  service('park-info', OP, { type: 'INFO', name: 'Park rules', details: { title: 'Leave no trace' } }),
  service('punta-arenas-departure', OP, { type: 'AIRPORT_TRANSFER', name: 'Punta Arenas drop-off', details: {} }),
  // Fjords (operator2@).
  service('bergen-arrival', OP2, {
    type: 'AIRPORT_TRANSFER',
    name: 'Bergen airport pickup',
    currency: 'EUR',
    details: {},
  }),
  service('bergen-hotel', OP2, {
    type: 'ACCOMMODATION',
    name: 'Bryggen waterfront hotel',
    currency: 'EUR',
    numberOfNights: 3,
    details: { accommodationType: 'Hotel', occupancy: 'double', starRating: 4, checkInDay: 0 },
  }),
  service('fjord-cruise', OP2, {
    type: 'ACTIVITY',
    name: 'Nærøyfjord cruise',
    currency: 'EUR',
    length: 120,
    details: { includedActivity: true },
  }),
  service('flam-railway', OP2, {
    type: 'TRANSFER',
    name: 'Flåm railway',
    currency: 'EUR',
    length: 60,
    details: { fromCity: 'Myrdal', toCity: 'Flåm' },
  }),
  service('fjord-lodge', OP2, {
    type: 'ACCOMMODATION',
    name: 'Fretheim fjord lodge',
    currency: 'EUR',
    numberOfNights: 3,
    details: { accommodationType: 'Lodge', occupancy: 'double', starRating: 4, checkInDay: 3 },
  }),
  service('fjord-dinner', OP2, { type: 'MEAL', name: 'Fjord seafood dinner', currency: 'EUR', details: {} }),
  service('bergen-departure', OP2, {
    type: 'AIRPORT_TRANSFER',
    name: 'Bergen airport drop-off',
    currency: 'EUR',
    details: {},
  }),
  // Lapland (operator2@).
  service('aurora-hunt', OP2, {
    type: 'ACTIVITY',
    name: 'Aurora hunt',
    currency: 'EUR',
    startTime: '21:00',
    length: 240,
    details: { includedActivity: true },
  }),
  service('glass-igloo', OP2, {
    type: 'ACCOMMODATION',
    name: 'Glass igloo',
    currency: 'EUR',
    numberOfNights: 4,
    details: { accommodationType: 'Igloo', occupancy: 'double', starRating: 4, checkInDay: 0 },
  }),
];

/** servicesByDay of each itinerary: one entry per service on a day, multi-day stays with their duration. */
export const ITINERARY_DAYS: Record<string, DayEntry[]> = {
  [DEMO_ITINERARY_IDS.incaTrail]: [
    { service: 'cusco-arrival', dayIndex: 0 },
    { service: 'casa-andina', dayIndex: 0, duration: 3 },
    { service: 'welcome-briefing', dayIndex: 0 },
    { service: 'welcome-dinner', dayIndex: 0 },
    { service: 'cusco-walk', dayIndex: 1 },
    { service: 'courtyard-room', dayIndex: 1 },
    { service: 'sacred-valley-day', dayIndex: 2 },
    { service: 'pisco-gathering', dayIndex: 2 },
    { service: 'train-out', dayIndex: 3 },
    { service: 'inkaterra', dayIndex: 3, duration: 2 },
    { service: 'machu-picchu', dayIndex: 4 },
    { service: 'huayna-picchu', dayIndex: 4 },
    { service: 'train-back', dayIndex: 5 },
    { service: 'casa-andina-2', dayIndex: 5, duration: 2 },
    { service: 'farewell-breakfast', dayIndex: 7 },
    { service: 'cusco-departure', dayIndex: 7 },
  ],
  [DEMO_ITINERARY_IDS.patagonia]: [
    { service: 'punta-arenas-arrival', dayIndex: 0 },
    { service: 'eco-camp', dayIndex: 0, duration: 5 },
    { service: 'base-torres', dayIndex: 1 },
    { service: 'asado', dayIndex: 2 },
    { service: 'grey-kayak', dayIndex: 3 },
    { service: 'park-info', dayIndex: 4 },
    { service: 'punta-arenas-departure', dayIndex: 5 },
  ],
  [DEMO_ITINERARY_IDS.fjords]: [
    { service: 'bergen-arrival', dayIndex: 0 },
    { service: 'bergen-hotel', dayIndex: 0, duration: 3 },
    { service: 'fjord-cruise', dayIndex: 1 },
    { service: 'flam-railway', dayIndex: 3 },
    { service: 'fjord-lodge', dayIndex: 3, duration: 3 },
    { service: 'fjord-dinner', dayIndex: 4 },
    { service: 'bergen-departure', dayIndex: 6 },
  ],
  [DEMO_ITINERARY_IDS.lapland]: [
    { service: 'glass-igloo', dayIndex: 0, duration: 4 },
    { service: 'aurora-hunt', dayIndex: 1 },
  ],
};

const allLevels = (foodOptions: string[]): StoredItineraryPackages => ({
  standard: { enabled: true, accommodationLevels: ['3-star'], mealLevels: ['breakfast'], foodOptions },
  economy: { enabled: true, accommodationLevels: ['2-star'], mealLevels: ['breakfast'], foodOptions },
  premium: { enabled: true, accommodationLevels: ['5-star'], mealLevels: ['all-inclusive'], foodOptions },
});
const standardOnly: StoredItineraryPackages = {
  standard: { enabled: true, accommodationLevels: [], mealLevels: [], foodOptions: [] },
  economy: { enabled: false, accommodationLevels: [], mealLevels: [], foodOptions: [] },
  premium: { enabled: false, accommodationLevels: [], mealLevels: [], foodOptions: [] },
};

const ITINERARIES: (typeof itineraries.$inferInsert)[] = [
  {
    id: DEMO_ITINERARY_IDS.incaTrail,
    operatorId: OP,
    name: 'Inca Trail & Sacred Valley',
    country: 'Peru',
    destination: 'Cusco',
    timeZone: 'America/Lima',
    tripSummary: 'Eight days from Cusco through the Sacred Valley to Machu Picchu.',
    categories: ['hiking', 'culture'],
    lengthInDays: 8,
    photos: {
      hero: { url: '/demo/itineraries/inca-hero.jpg' },
      itineraryPhotos: demoGallery('inca').map((url) => ({ url })),
    },
    headerPhoto: { url: '/demo/itineraries/inca-hero.jpg' },
    status: 'complete',
    minimumSpots: 6,
    maximumSpots: 16,
    activityLevel: '3',
    travelerInsuranceRequired: true,
    operatorCode: 'ANDES-INCA',
    arrivalLocation: { name: 'Alejandro Velasco Astete International Airport', code: 'CUZ' },
    departureLocation: { name: 'Alejandro Velasco Astete International Airport', code: 'CUZ' },
    itineraryInventoryEnabled: true,
    hostGroundTransferCost: 3500,
    tripLeadTime: 90,
    additionalOptionalServices: [
      { type: 'single-supplement', name: 'Private room', price: 45000, occupancy: 1 },
      { type: 'activity', name: 'Huayna Picchu hike', price: 7900 },
    ],
    packages: allLevels(['vegetarian', 'vegan', 'gluten-free']),
  },
  {
    id: DEMO_ITINERARY_IDS.patagonia,
    operatorId: OP,
    name: 'Patagonia Lakes & Towers',
    country: 'Chile',
    destination: 'Torres del Paine',
    timeZone: 'America/Punta_Arenas',
    tripSummary: 'Six days of hikes, lakes and glaciers in Torres del Paine.',
    categories: ['hiking', 'nature'],
    lengthInDays: 6,
    photos: {
      hero: { url: '/demo/itineraries/patagonia-hero.jpg' },
      itineraryPhotos: demoGallery('patagonia').map((url) => ({ url })),
    },
    headerPhoto: { url: '/demo/itineraries/patagonia-hero.jpg' },
    status: 'complete',
    minimumSpots: 4,
    maximumSpots: 12,
    activityLevel: '4',
    operatorCode: 'ANDES-PAT',
    arrivalLocation: { name: 'Presidente Carlos Ibáñez del Campo Airport', code: 'PUQ' },
    departureLocation: { name: 'Presidente Carlos Ibáñez del Campo Airport', code: 'PUQ' },
    itineraryInventoryEnabled: false,
    tripLeadTime: 60,
    additionalOptionalServices: [{ type: 'activity', name: 'Grey Lake kayak', price: 11000 }],
    packages: allLevels(['vegetarian']),
  },
  {
    id: DEMO_ITINERARY_IDS.atacama,
    operatorId: OP,
    name: 'Atacama Stargazing',
    country: 'Chile',
    destination: 'San Pedro de Atacama',
    timeZone: 'America/Santiago',
    lengthInDays: 4,
    photos: { hero: { url: '/demo/itineraries/atacama-hero.jpg' }, itineraryPhotos: [] },
    status: 'incomplete',
    packages: standardOnly,
  },
  {
    id: DEMO_ITINERARY_IDS.fjords,
    operatorId: OP2,
    name: 'Norwegian Fjords by Rail & Boat',
    country: 'Norway',
    destination: 'Bergen',
    timeZone: 'Europe/Oslo',
    tripSummary: 'Seven days between Bergen, the Flåm railway and the Nærøyfjord.',
    categories: ['nature', 'photography'],
    lengthInDays: 7,
    photos: {
      hero: { url: '/demo/itineraries/fjords-hero.jpg' },
      itineraryPhotos: demoGallery('fjords').map((url) => ({ url })),
    },
    headerPhoto: { url: '/demo/itineraries/fjords-hero.jpg' },
    status: 'complete',
    currency: 'EUR',
    minimumSpots: 6,
    maximumSpots: 10,
    activityLevel: '2',
    operatorCode: 'NORDIC-FJ',
    arrivalLocation: { name: 'Bergen Airport Flesland', code: 'BGO' },
    departureLocation: { name: 'Bergen Airport Flesland', code: 'BGO' },
    itineraryInventoryEnabled: true,
    hostGroundTransferCost: 4000,
    tripLeadTime: 120,
    packages: allLevels([]),
  },
  {
    id: DEMO_ITINERARY_IDS.lapland,
    operatorId: OP2,
    name: 'Lapland Northern Lights',
    country: 'Finland',
    destination: 'Rovaniemi',
    timeZone: 'Europe/Helsinki',
    tripSummary: 'Five winter nights under the aurora.',
    photos: { hero: { url: '/demo/itineraries/lapland-hero.jpg' }, itineraryPhotos: [] },
    categories: ['nature'],
    lengthInDays: 5,
    status: 'in-review',
    currency: 'EUR',
    maximumSpots: 8,
    packages: standardOnly,
  },
  {
    id: DEMO_ITINERARY_IDS.iceland,
    operatorId: OP2,
    name: 'Iceland Ring Road',
    country: 'Iceland',
    destination: 'Reykjavík',
    timeZone: 'Atlantic/Reykjavik',
    lengthInDays: 9,
    photos: { hero: { url: '/demo/itineraries/iceland-hero.jpg' }, itineraryPhotos: [] },
    status: 'created',
    currency: 'EUR',
    packages: standardOnly,
  },
];

const tiers = (base: number, steps: number[]): ValidityPeriodPriceTier[] =>
  steps.map((n, i) => ({
    id: `tier-${n}`,
    numberOfTravelers: n,
    daysOfTheWeek: ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'],
    price: base - i * 15000,
  }));

const LEVEL_MULTIPLIER = { standard: 1, economy: 0.8, premium: 1.4 } as const;
const PATAGONIA_PERIODS = (['standard', 'economy', 'premium'] as const).flatMap((level) => {
  const base = Math.round(320000 * LEVEL_MULTIPLIER[level]);
  return [
    {
      id: seedId(`validity-period/patagonia/${level}/season`),
      itineraryId: DEMO_ITINERARY_IDS.patagonia,
      packageLevel: level,
      startDate: '2026-10-01',
      endDate: '2027-04-30',
      instantApprovalAllowed: level === 'standard',
      singleSupplementPrice: Math.round(38000 * LEVEL_MULTIPLIER[level]),
      costThresholds: tiers(base, [4, 8, 12]),
    },
    {
      id: seedId(`validity-period/patagonia/${level}/shoulder`),
      itineraryId: DEMO_ITINERARY_IDS.patagonia,
      packageLevel: level,
      startDate: '2027-05-01',
      endDate: '2027-12-20',
      singleSupplementPrice: Math.round(34000 * LEVEL_MULTIPLIER[level]),
      costThresholds: tiers(base - 20000, [4, 8, 12]),
    },
    {
      id: seedId(`validity-period/patagonia/${level}/holidays`),
      itineraryId: DEMO_ITINERARY_IDS.patagonia,
      packageLevel: level,
      startDate: '2026-12-21',
      endDate: '2027-01-05',
      isBlackout: true,
    },
  ];
});
const LAPLAND_PERIODS = [
  {
    id: seedId('validity-period/lapland/standard/winter'),
    itineraryId: DEMO_ITINERARY_IDS.lapland,
    packageLevel: 'standard',
    startDate: '2026-12-01',
    endDate: '2027-03-31',
    singleSupplementPrice: 30000,
    costThresholds: tiers(290000, [4, 8]),
  },
];

const schedule = (base: number): InventoryCostTier[] =>
  [6, 8, 10, 12, 14, 16].map((n, i) => ({ numberOfTravelers: n, price: base - i * 10000 }));
const prePost = (price: number): InventoryAccommodationPrices => ({
  single: { price, quantityAvailable: 4, maxNights: 3 },
  double: { price: Math.round(price * 0.6), quantityAvailable: 6, maxNights: 3 },
});

/** Ids of the seeded inventory items, by key. */
export const demoInventoryItemId = (key: string): string => seedId(`inventory-item/${key}`);

type ItemSpec = {
  key: string;
  itineraryId: string;
  startDate: string;
  packageLevel: 'standard' | 'economy' | 'premium';
  quantityAvailable: number;
  quantityPending?: number;
  quantityConfirmed?: number;
  base: number;
  singleSupplementPrice: number;
  singleSupplementQuantityAvailable: number;
};

/**
 * The departures. Pending counts open requests and created trips on the item; confirmed counts trips from partner
 * approval on (not cancelled): they match the seeded trip requests and trips.
 */
const ITEMS: ItemSpec[] = [
  // Inca Trail
  {
    key: 'inca/2026-06-01/standard',
    itineraryId: DEMO_ITINERARY_IDS.incaTrail,
    startDate: '2026-06-01',
    packageLevel: 'standard',
    quantityAvailable: 1,
    quantityConfirmed: 1,
    base: 410000,
    singleSupplementPrice: 45000,
    singleSupplementQuantityAvailable: 4,
  },
  {
    key: 'inca/2027-03-22/premium',
    itineraryId: DEMO_ITINERARY_IDS.incaTrail,
    startDate: '2027-03-22',
    packageLevel: 'premium',
    quantityAvailable: 1,
    quantityConfirmed: 1,
    base: 590000,
    singleSupplementPrice: 65000,
    singleSupplementQuantityAvailable: 3,
  },
  {
    key: 'inca/2027-05-10/standard',
    itineraryId: DEMO_ITINERARY_IDS.incaTrail,
    startDate: '2027-05-10',
    packageLevel: 'standard',
    quantityAvailable: 2,
    quantityConfirmed: 1,
    base: 420000,
    singleSupplementPrice: 45000,
    singleSupplementQuantityAvailable: 4,
  },
  {
    key: 'inca/2027-06-07/economy',
    itineraryId: DEMO_ITINERARY_IDS.incaTrail,
    startDate: '2027-06-07',
    packageLevel: 'economy',
    quantityAvailable: 1,
    quantityPending: 1,
    base: 340000,
    singleSupplementPrice: 35000,
    singleSupplementQuantityAvailable: 4,
  },
  {
    key: 'inca/2027-09-06/standard',
    itineraryId: DEMO_ITINERARY_IDS.incaTrail,
    startDate: '2027-09-06',
    packageLevel: 'standard',
    quantityAvailable: 3,
    quantityPending: 1,
    base: 420000,
    singleSupplementPrice: 45000,
    singleSupplementQuantityAvailable: 4,
  },
  {
    key: 'inca/2027-10-04/economy',
    itineraryId: DEMO_ITINERARY_IDS.incaTrail,
    startDate: '2027-10-04',
    packageLevel: 'economy',
    quantityAvailable: 2,
    base: 340000,
    singleSupplementPrice: 35000,
    singleSupplementQuantityAvailable: 2,
  },
  {
    key: 'inca/2027-11-01/premium',
    itineraryId: DEMO_ITINERARY_IDS.incaTrail,
    startDate: '2027-11-01',
    packageLevel: 'premium',
    quantityAvailable: 1,
    base: 590000,
    singleSupplementPrice: 65000,
    singleSupplementQuantityAvailable: 0,
  },
  // Fjords
  {
    key: 'fjords/2027-05-24/premium',
    itineraryId: DEMO_ITINERARY_IDS.fjords,
    startDate: '2027-05-24',
    packageLevel: 'premium',
    quantityAvailable: 2,
    quantityConfirmed: 1,
    base: 520000,
    singleSupplementPrice: 55000,
    singleSupplementQuantityAvailable: 6,
  },
  {
    key: 'fjords/2027-06-14/economy',
    itineraryId: DEMO_ITINERARY_IDS.fjords,
    startDate: '2027-06-14',
    packageLevel: 'economy',
    quantityAvailable: 1,
    quantityConfirmed: 1,
    base: 310000,
    singleSupplementPrice: 30000,
    singleSupplementQuantityAvailable: 4,
  },
  {
    key: 'fjords/2027-08-02/standard',
    itineraryId: DEMO_ITINERARY_IDS.fjords,
    startDate: '2027-08-02',
    packageLevel: 'standard',
    quantityAvailable: 1,
    quantityConfirmed: 1,
    base: 390000,
    singleSupplementPrice: 40000,
    singleSupplementQuantityAvailable: 4,
  },
  {
    key: 'fjords/2027-08-16/standard',
    itineraryId: DEMO_ITINERARY_IDS.fjords,
    startDate: '2027-08-16',
    packageLevel: 'standard',
    quantityAvailable: 2,
    base: 390000,
    singleSupplementPrice: 40000,
    singleSupplementQuantityAvailable: 4,
  },
];

/** Seeds the services, itineraries, their day entries, validity periods, inventory, alternatives and selections. */
export async function seedItineraries(tx: Tx): Promise<void> {
  await tx.insert(services).values(SERVICES);
  await tx.insert(itineraries).values(ITINERARIES);
  await tx.insert(dayServices).values(
    Object.entries(ITINERARY_DAYS).flatMap(([itineraryId, entries]) =>
      entries.map((e, position) => ({
        id: seedId(`day-service/${itineraryId}/${position}`),
        itineraryId,
        serviceId: demoServiceId(e.service),
        dayIndex: e.dayIndex,
        duration: e.duration ?? 1,
        position,
      })),
    ),
  );
  await tx.insert(validityPeriods).values([...PATAGONIA_PERIODS, ...LAPLAND_PERIODS]);
  await tx.insert(inventoryItems).values(
    ITEMS.map((i) => ({
      id: demoInventoryItemId(i.key),
      itineraryId: i.itineraryId,
      startDate: i.startDate,
      packageLevel: i.packageLevel,
      quantityAvailable: i.quantityAvailable,
      quantityPending: i.quantityPending ?? 0,
      quantityConfirmed: i.quantityConfirmed ?? 0,
      singleSupplementPrice: i.singleSupplementPrice,
      singleSupplementQuantityAvailable: i.singleSupplementQuantityAvailable,
      preTransferPrice: 3500,
      postTransferPrice: 3500,
      preAccommodation: prePost(18000),
      postAccommodation: prePost(18000),
      costSchedule: schedule(i.base),
    })),
  );
  // Accommodation day ranges of the Inca Trail: 0 = days 0-2 (Casa Andina), 1 = days 3-4 (Inkaterra).
  await tx.insert(accommodationAlternatives).values([
    {
      id: seedId('alternative/inca/0/palacio'),
      itineraryId: DEMO_ITINERARY_IDS.incaTrail,
      dayRangeIndex: 0,
      defaultServiceId: demoServiceId('casa-andina'),
      serviceId: demoServiceId('palacio-inka'),
    },
    {
      id: seedId('alternative/inca/1/sumaq'),
      itineraryId: DEMO_ITINERARY_IDS.incaTrail,
      dayRangeIndex: 1,
      defaultServiceId: demoServiceId('inkaterra'),
      serviceId: demoServiceId('sumaq'),
    },
  ]);
  const premium = demoInventoryItemId('inca/2027-03-22/premium');
  const standard = demoInventoryItemId('inca/2027-05-10/standard');
  await tx.insert(accommodationSelections).values([
    { inventoryItemId: premium, dayRangeIndex: 0, serviceId: demoServiceId('palacio-inka') },
    { inventoryItemId: premium, dayRangeIndex: 1, serviceId: demoServiceId('sumaq') },
    { inventoryItemId: standard, dayRangeIndex: 0, serviceId: demoServiceId('casa-andina') },
    { inventoryItemId: standard, dayRangeIndex: 1, serviceId: demoServiceId('sumaq') },
  ]);
}
