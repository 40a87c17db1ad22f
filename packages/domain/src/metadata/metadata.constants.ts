// The pick lists of host-and-platform §9 (PLT-072..086) that the API serves under api/metadata/: domain constants
// where they exist, else named DECIDEs. One truth for the API, the portal's pickers and their tests.
import { ITINERARY_SERVICE_TYPES } from '../services/services.constants.js';
import { CURRENCIES } from '../shared/money.js';
import { EXPLORE_CATEGORIES } from '../traveler/traveler-app.constants.js';
import { HOST_ROOM_TYPES, ROOM_PRICING_OCCUPANCIES } from '../trip-request/trip-request.constants.js';
import { DAYS_OF_WEEK } from '../user/user.constants.js';

interface MetadataItem {
  value: string;
  label: string;
}

const titleCase = (s: string) =>
  s
    .toLowerCase()
    .split(/[_\s-]+/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
const items = (values: readonly string[], label: (v: string) => string = titleCase): MetadataItem[] =>
  values.map((value) => ({ value, label: label(value) }));

/** DECIDE (PLT-072): the accommodation kinds operators pick from; the spec names the list, not its values. */
const ACCOMMODATION_TYPES = ['hotel', 'boutique-hotel', 'lodge', 'guesthouse', 'camp', 'villa', 'apartment'] as const;
/** DECIDE (PLT-073): room categories as hotels sell them. */
const ROOM_CATEGORIES = ['standard', 'superior', 'deluxe', 'suite'] as const;
/** DECIDE (PLT-075): one to five stars, the hotel industry's scale (the domain defaults a new one to 3). */
const STAR_RATINGS = ['1', '2', '3', '4', '5'] as const;
/** DECIDE (PLT-077): the meals of a day. */
const MEAL_TYPES = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
/** DECIDE (PLT-078): how a meal is provided. */
const MEAL_OPTIONS = ['included', 'optional', 'on-your-own'] as const;
/** DECIDE (PLT-079): ground transport vehicles by group size. */
const VEHICLE_TYPES = ['car', 'van', 'minibus', 'coach', 'boat', 'train'] as const;
/** DECIDE (PLT-081): the countries Caravan itineraries run in today (ISO 3166-1 alpha-2); grows with operators. */
export const COUNTRIES: readonly MetadataItem[] = [
  { value: 'AR', label: 'Argentina' },
  { value: 'CL', label: 'Chile' },
  { value: 'CR', label: 'Costa Rica' },
  { value: 'GR', label: 'Greece' },
  { value: 'IS', label: 'Iceland' },
  { value: 'IT', label: 'Italy' },
  { value: 'MA', label: 'Morocco' },
  { value: 'MX', label: 'Mexico' },
  { value: 'NO', label: 'Norway' },
  { value: 'PE', label: 'Peru' },
  { value: 'PT', label: 'Portugal' },
  { value: 'ES', label: 'Spain' },
];
/** DECIDE (PLT-082): destinations are the regions of those countries that itineraries name. */
const DESTINATIONS = [
  'Patagonia',
  'Sacred Valley',
  'Lofoten',
  'Westfjords',
  'Tuscany',
  'Amalfi Coast',
  'Atlas Mountains',
  'Cyclades',
] as const;
/** DECIDE (PLT-086): activity levels 1-5, easy to strenuous. */
const ACTIVITY_LEVELS: readonly MetadataItem[] = [
  { value: '1', label: 'Easy' },
  { value: '2', label: 'Moderate' },
  { value: '3', label: 'Active' },
  { value: '4', label: 'Challenging' },
  { value: '5', label: 'Strenuous' },
];

/** Every list by its path segment under api/metadata/, with the requirement it serves. */
export const METADATA_LISTS: Record<string, { req: string; items: readonly MetadataItem[] }> = {
  'accommodation-types': { req: 'PLT-072', items: items(ACCOMMODATION_TYPES) },
  'room-categories': { req: 'PLT-073', items: items(ROOM_CATEGORIES) },
  occupancy: { req: 'PLT-074', items: items(ROOM_PRICING_OCCUPANCIES) },
  'star-ratings': { req: 'PLT-075', items: items(STAR_RATINGS, (v) => `${v} star${v === '1' ? '' : 's'}`) },
  'trip-categories': { req: 'PLT-076', items: items(EXPLORE_CATEGORIES, (v) => v) },
  'meal-types': { req: 'PLT-077', items: items(MEAL_TYPES) },
  'meal-options': { req: 'PLT-078', items: items(MEAL_OPTIONS) },
  'vehicle-types': { req: 'PLT-079', items: items(VEHICLE_TYPES) },
  currencies: { req: 'PLT-080', items: items(Object.keys(CURRENCIES), (v) => v) },
  countries: { req: 'PLT-081', items: COUNTRIES },
  destinations: { req: 'PLT-082', items: items(DESTINATIONS, (v) => v) },
  'days-of-week': { req: 'PLT-083', items: items(DAYS_OF_WEEK, (v) => v) },
  'service-types': { req: 'PLT-084', items: items(ITINERARY_SERVICE_TYPES) },
  'host-bed-types': { req: 'PLT-085', items: items(HOST_ROOM_TYPES) },
  'activity-levels': { req: 'PLT-086', items: ACTIVITY_LEVELS },
};
