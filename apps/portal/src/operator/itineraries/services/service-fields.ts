// One form per service type (SVC-002): the fields each type's form shows, in order, and the form's text values from
// and to what the API stores. The checks are the domain's form schema of the type (serviceFormSchemaFor).
import {
  type ItineraryServiceType,
  type ServiceFormPermissions,
  canAddServiceImages,
  formatServiceDateInput,
  fieldErrorsOfZod,
  formatServiceTime12h,
  itineraryServiceDisabledFields,
  maskServiceDateInput,
  newServiceDefaults,
  SERVICE_MESSAGES,
  serviceFormPermissionsSchema,
  serviceFormSchemaFor,
  type UserGroup,
} from '@caravan/domain';
import { imagesToUpload } from '../../review-details/photos.js';

export type FieldKind = 'text' | 'textarea' | 'number' | 'time' | 'date' | 'boolean' | 'images';
export interface ServiceField {
  key: string;
  label: string;
  kind: FieldKind;
}

const f = (key: string, label: string, kind: FieldKind = 'text'): ServiceField => ({ key, label, kind });
const description = f('description', 'Description', 'textarea');

export const SERVICE_FORM_FIELDS: Record<ItineraryServiceType, readonly ServiceField[]> = {
  ACCOMMODATION: [
    f('name', 'Name'),
    f('accommodationType', 'Accommodation type'),
    f('starRating', 'Star rating', 'number'),
    f('numberOfNights', 'Number of nights', 'number'),
    f('occupancy', 'Occupancy'),
    f('price', 'Price', 'number'),
    f('orSimilar', 'Or similar', 'boolean'),
    description,
    f('images', 'Images', 'images'),
  ],
  INFO: [f('title', 'Title'), description, f('images', 'Images', 'images')],
  MEAL: [f('mealType', 'Meal type'), f('startTime', 'Start time', 'time'), description],
  ACTIVITY: [
    f('name', 'Name'),
    f('location', 'Location'),
    f('startTime', 'Start time', 'time'),
    f('length', 'Length (minutes)', 'number'),
    f('price', 'Price', 'number'),
    f('includedActivity', 'Included activity', 'boolean'),
    f('cutoffLeadTime', 'Cutoff lead time (days)', 'number'),
    f('cutoffDate', 'Cutoff date', 'date'),
    f('minPax', 'Minimum pax', 'number'),
    description,
  ],
  WORKSHOP_SPACE: [
    f('name', 'Name'),
    f('location', 'Location'),
    f('timeAvailableStart', 'Start time', 'time'),
    f('hoursAvailable', 'Hours available', 'number'),
    f('hoursRequested', 'Hours requested', 'number'),
    f('pricePerHour', 'Price per hour', 'number'),
    description,
  ],
  TRANSFER: [
    f('name', 'Name'),
    f('fromCity', 'From city'),
    f('toCity', 'To city'),
    f('vehicleType', 'Vehicle type'),
    f('startTime', 'Start time', 'time'),
    f('length', 'Length (minutes)', 'number'),
    f('price', 'Price', 'number'),
    f('numberOfTransfers', 'Number of transfers', 'number'),
    f('airportTransfer', 'Airport transfer', 'boolean'),
    f('flightWindowStart', 'Flight window start', 'time'),
    f('flightWindowEnd', 'Flight window end', 'time'),
    description,
  ],
  AIRPORT_TRANSFER: [f('name', 'Name'), f('airport', 'Airport'), f('price', 'Price', 'number'), description],
};

/** What the form edits: text for inputs, booleans for switches, image urls for the images field. */
export type FormValues = Record<string, string | boolean | string[]>;

/** A stored service's values (or a new one's defaults) as form text; times shown in 12-hour form (SVC-033). */
export function formValuesOf(type: ItineraryServiceType, stored: Record<string, unknown> | null): FormValues {
  const source = stored ?? newServiceDefaults(type);
  const out: FormValues = {};
  for (const field of SERVICE_FORM_FIELDS[type]) {
    const v = source[field.key];
    if (field.kind === 'boolean') out[field.key] = v === true;
    else if (field.kind === 'images')
      out[field.key] = Array.isArray(v) ? v.filter((url): url is string => typeof url === 'string') : [];
    else if (field.kind === 'time') out[field.key] = typeof v === 'string' ? (formatServiceTime12h(v) ?? v) : '';
    else if (field.kind === 'date') out[field.key] = typeof v === 'string' ? formatServiceDateInput(v) : '';
    else out[field.key] = v === undefined || v === null ? '' : String(v);
  }
  return out;
}

/** A text field's value as typed: a date field keeps to its mask MM/DD/YYYY (SVC-030), any other as typed. */
export const typedValue = (field: ServiceField, text: string): string =>
  field.kind === 'date' ? maskServiceDateInput(text) : text;

/** The form checked by its type's schema: the values to send, or the messages by field (SVC-023..032). */
export function checkServiceForm(
  type: ItineraryServiceType,
  values: FormValues,
): { ok: true; values: Record<string, unknown> } | { ok: false; errors: Record<string, string> } {
  const parsed = serviceFormSchemaFor(type).safeParse(values);
  if (parsed.success) return { ok: true, values: parsed.data as Record<string, unknown> };
  return { ok: false, errors: fieldErrorsOfZod(parsed) };
}

/** The form's permissions on an itinerary: canSave and canRemove default true; workshop hours locked for operators (SVC-003, SVC-005, SVC-034). */
export function itineraryServicePermissions(group: UserGroup | null | undefined): ServiceFormPermissions {
  return serviceFormPermissionsSchema.parse({ disabledFields: itineraryServiceDisabledFields(group) });
}

/** The images to upload beside a service's `existing` ones (at most 10 in all, SVC-029), or why none are sent. */
export function serviceImagesToUpload<F extends { type: string; size: number }>(
  existing: number,
  chosen: readonly F[],
) {
  return imagesToUpload(chosen, {
    fits: (count) => canAddServiceImages(existing, count),
    tooMany: SERVICE_MESSAGES.tooManyImages,
  });
}
