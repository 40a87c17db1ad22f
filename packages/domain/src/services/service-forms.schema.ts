// Service edit form schemas, one per service type, with the spec's messages; prices in major units (dollars).
import { z } from 'zod';
import { singleSupplementTotalSpotsSchema } from '../pricing/trip-pricing.rules.js';
import { blankToUndefined, optionalNumberField, requiredTextField } from './form-fields.js';
import { normalizeActivityPrice } from './service.rules.js';
import { normalizeServiceTimeInput } from './service-time.rules.js';
import {
  DEFAULT_ACCOMMODATION_NIGHTS,
  DEFAULT_ACCOMMODATION_STAR_RATING,
  DEFAULT_ACTIVITY_LENGTH_MINUTES,
  DEFAULT_TRANSFER_LENGTH_MINUTES,
  DEFAULT_WORKSHOP_HOURS_AVAILABLE,
  type ItineraryServiceType,
  MAX_SERVICE_IMAGES,
  SERVICE_MESSAGES,
} from './services.constants.js';

/** A date typed with the mask MM/DD/YYYY, as a calendar date 'YYYY-MM-DD' (SVC-030). */
export function parseServiceDateInput(text: string): string | undefined {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return undefined;
  const [, mm, dd, yyyy] = match;
  const iso = `${yyyy}-${mm}-${dd}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso ? iso : undefined;
}

/** What is typed in a service date field, held to the mask MM/DD/YYYY: digits only, the slashes put in (SVC-030). */
export function maskServiceDateInput(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
}

/** A stored calendar date 'YYYY-MM-DD' shown in the mask MM/DD/YYYY (SVC-030); anything else as it is. */
export function formatServiceDateInput(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : value;
}

/** An optional service date field: blank is allowed, anything else must be a real MM/DD/YYYY date (SVC-031). */
export const serviceDateFieldSchema = z.preprocess(
  blankToUndefined,
  z
    .string({ error: SERVICE_MESSAGES.invalidDate })
    .transform((text, ctx) => {
      const iso = parseServiceDateInput(text);
      if (iso) return iso;
      ctx.addIssue({ code: 'custom', message: SERVICE_MESSAGES.invalidDate });
      return z.NEVER;
    })
    .optional(),
);

/** A time field from free text, stored as 'HH:mm' (SVC-032). */
function timeField(requiredMessage?: string) {
  const parsed = z.string({ error: requiredMessage ?? SERVICE_MESSAGES.invalidTime }).transform((text, ctx) => {
    const time = normalizeServiceTimeInput(text);
    if (time) return time;
    ctx.addIssue({ code: 'custom', message: SERVICE_MESSAGES.invalidTime });
    return z.NEVER;
  });
  return z.preprocess(blankToUndefined, requiredMessage ? parsed : parsed.optional());
}

const description = requiredTextField('Description');
const optionalText = z.preprocess(blankToUndefined, z.string().trim().optional());
const images = z.array(z.string().min(1)).max(MAX_SERVICE_IMAGES, SERVICE_MESSAGES.tooManyImages).default([]);
const withDefault = (label: string, value: number, min = 0) =>
  z.preprocess((v) => blankToUndefined(v) ?? value, optionalNumberField(label, min)).transform((v) => v ?? value);

/** An info title that is just 'Day N' (SVC-025). */
export const isPlaceholderDayTitle = (title: string): boolean => /^day\s*\d+$/i.test(title.trim());

/** Accommodation form: description required (SVC-023); star rating 3 and 1 night by default (SVC-042, SVC-043). */
export const accommodationServiceFormSchema = z.object({
  name: optionalText,
  accommodationType: optionalText,
  price: optionalNumberField('Price'),
  occupancy: optionalText,
  starRating: withDefault('Star Rating', DEFAULT_ACCOMMODATION_STAR_RATING, 1),
  numberOfNights: withDefault('Number of Nights', DEFAULT_ACCOMMODATION_NIGHTS, 1),
  orSimilar: z.boolean().default(false),
  description,
  images,
});

/** Info form: title required and not just 'Day N' ('Enter a more descriptive title'), description required (SVC-023 to SVC-025). */
export const infoServiceFormSchema = z.object({
  title: requiredTextField('Title').refine((t) => !isPlaceholderDayTitle(t), SERVICE_MESSAGES.titleNotDescriptive),
  description,
  images,
});

/** Meal form: description required (SVC-023). */
const mealServiceFormSchema = z.object({
  mealType: optionalText,
  options: z.array(z.string()).default([]),
  description,
  startTime: timeField(),
});

/** Activity form: description required; a negative or invalid price becomes 0; 60 minutes by default (SVC-023, SVC-028, SVC-039). */
export const activityServiceFormSchema = z.object({
  name: optionalText,
  location: optionalText,
  description,
  startTime: timeField(),
  length: withDefault('Length', DEFAULT_ACTIVITY_LENGTH_MINUTES),
  includedActivity: z.boolean().default(true),
  // optional(): zod 4.6 reports an absent key as missing unless its schema accepts an absent input.
  price: z.unknown().optional().transform(normalizeActivityPrice),
  cutoffDate: serviceDateFieldSchema,
  cutoffLeadTime: optionalNumberField('Cutoff Lead Time'),
  minPax: optionalNumberField('Minimum Pax'),
  bookable: z.boolean().optional(),
});

/** Workshop space form: name and start time required, description required; 1 hour by default (SVC-023, SVC-026, SVC-027, SVC-040). */
export const workshopSpaceServiceFormSchema = z.object({
  name: requiredTextField('Name'),
  hoursAvailable: withDefault('Hours Available', DEFAULT_WORKSHOP_HOURS_AVAILABLE),
  hoursRequested: optionalNumberField('Hours Requested'),
  pricePerHour: optionalNumberField('Price Per Hour'),
  location: optionalText,
  timeAvailableStart: timeField(SERVICE_MESSAGES.startTimeRequired),
  description,
});

/** Transfer form: description required; 60 minutes by default (SVC-023, SVC-041). */
export const transferServiceFormSchema = z.object({
  name: optionalText,
  fromCity: optionalText,
  toCity: optionalText,
  price: optionalNumberField('Price'),
  vehicleType: optionalText,
  startTime: timeField(),
  length: withDefault('Length', DEFAULT_TRANSFER_LENGTH_MINUTES),
  description,
  airportTransfer: z.boolean().default(false),
  numberOfTransfers: optionalNumberField('Number of Transfers'),
  flightWindowStart: timeField(),
  flightWindowEnd: timeField(),
});

/** Airport transfer form: description required (SVC-023). */
const airportTransferServiceFormSchema = z.object({
  name: optionalText,
  airport: optionalText,
  price: optionalNumberField('Price'),
  description,
});

/** Single supplement (optional service) form: the pricing rule's total spots, from the text the input holds. */
export const singleSupplementSpotsFormSchema = z.object({
  quantity: z.preprocess((v) => {
    const b = blankToUndefined(v);
    return typeof b === 'string' ? Number(b) : b;
  }, singleSupplementTotalSpotsSchema),
});

/** The edit form of each service type (SVC-002). */
export const SERVICE_FORM_SCHEMAS = {
  ACCOMMODATION: accommodationServiceFormSchema,
  INFO: infoServiceFormSchema,
  MEAL: mealServiceFormSchema,
  ACTIVITY: activityServiceFormSchema,
  WORKSHOP_SPACE: workshopSpaceServiceFormSchema,
  TRANSFER: transferServiceFormSchema,
  AIRPORT_TRANSFER: airportTransferServiceFormSchema,
} as const satisfies Record<ItineraryServiceType, z.ZodType>;

/** The edit form schema of a service type (SVC-002). */
export function serviceFormSchemaFor<T extends ItineraryServiceType>(type: T): (typeof SERVICE_FORM_SCHEMAS)[T] {
  return SERVICE_FORM_SCHEMAS[type];
}

/** The values a new service of a type starts with (SVC-039 to SVC-043). */
export function newServiceDefaults(type: ItineraryServiceType): Record<string, unknown> {
  switch (type) {
    case 'ACCOMMODATION':
      return {
        starRating: DEFAULT_ACCOMMODATION_STAR_RATING,
        numberOfNights: DEFAULT_ACCOMMODATION_NIGHTS,
        images: [],
      };
    case 'ACTIVITY':
      return { length: DEFAULT_ACTIVITY_LENGTH_MINUTES, price: 0, includedActivity: true };
    case 'WORKSHOP_SPACE':
      return { hoursAvailable: DEFAULT_WORKSHOP_HOURS_AVAILABLE };
    case 'TRANSFER':
      return { length: DEFAULT_TRANSFER_LENGTH_MINUTES, airportTransfer: false };
    default:
      return {};
  }
}
