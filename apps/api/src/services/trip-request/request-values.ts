// The submitted trip request checked against the itinerary as stored: the package, the date or inventory item, the
// workshop spaces and optional services re-read from the itinerary (never the client's prices or hours), then every
// rule of the form (CAT-038..CAT-046) on the server's values. Bad input is one 400 with its field errors.
import {
  canSubmitTripRequest,
  hasAdditionalRequests,
  isInstantApprovalEligiblePackage,
  prePostOffers,
  prePostSelectionErrors,
  type TripRequestFormValues,
  type TripRequestSubmitPayload,
  validateTripRequestForm,
} from '@caravan/domain';
import type { itineraries } from '../../db/schema/index.js';
import { badRequest } from '../../errors/app-error.js';
import type { itineraryAvailability } from './availability.js';
import { optionalServicesOf } from './catalogue.js';

type ItineraryRow = typeof itineraries.$inferSelect;
type Availability = Awaited<ReturnType<typeof itineraryAvailability>>;
type DayService = {
  id: string;
  name: string;
  type: string;
  price: number;
  hoursAvailable: number | null;
  timing: string | null;
};

export interface CheckedRequest {
  values: TripRequestFormValues;
  startDate: string;
  inventoryItemId: string | null;
  /** Standard package, no inventory, an instant-approval date and no additional requests (CAT-036, CAT-047). */
  instant: boolean;
}

const fail = (fields: Record<string, string>) =>
  badRequest('Some entries require your attention before continuing.', fields);

/** The request as the server will store it, or a 400 naming each field that is wrong. */
export function checkTripRequest(
  payload: TripRequestSubmitPayload,
  row: ItineraryRow,
  availability: Availability,
  dayServices: DayService[],
): CheckedRequest {
  const level = payload.selectedPackage;
  const pkg = availability[level];
  if (!pkg?.isPackageEnabled) throw fail({ selectedPackage: 'This package is not offered for this itinerary' });

  let startDate: string | null = null;
  let inventoryItemId: string | null = null;
  let departure: Parameters<typeof prePostOffers>[0]['departure'] = null;
  if (pkg.isInventoryEnabled) {
    const item = pkg.itineraryInventoryItems.find((i) => i.id === payload.itineraryInventoryItemId);
    if (!item) throw fail({ itineraryInventoryItemId: 'Choose one of the available departures' });
    departure = item;
    startDate = item.startDate;
    inventoryItemId = item.id;
  } else {
    if (!payload.startDate || !(pkg.enabledDates ?? []).includes(payload.startDate))
      throw fail({ startDate: 'Choose one of the available dates' });
    startDate = payload.startDate;
  }

  const workshops = new Map(dayServices.filter((s) => s.type === 'WORKSHOP_SPACE').map((s) => [s.id, s]));
  const optional = new Map(optionalServicesOf(row).map((s) => [s.id, s]));
  const fields: Record<string, string> = {};
  const selectedWorkshopSpaces = payload.selectedWorkshopSpaces.flatMap((w, i) => {
    const service = workshops.get(w.id);
    if (!service) fields[`selectedWorkshopSpaces.${i}.id`] = 'Not a workshop space of this itinerary';
    return service ? [{ id: w.id, length: w.length, service: { ...service, _id: service.id } }] : [];
  });
  const pick = (list: TripRequestSubmitPayload['hostSelectedOptionalServices'], key: string, activity: boolean) =>
    list.flatMap((s, i) => {
      const service = optional.get(s.id);
      if (!service || service.activity !== activity) fields[`${key}.${i}.id`] = 'Not offered for this itinerary';
      return service && service.activity === activity
        ? [
            {
              id: s.id,
              numberOptingIn: s.numberOptingIn,
              service: { _id: s.id, name: service.name, type: service.type, price: service.price },
            },
          ]
        : [];
    });
  const values: TripRequestFormValues = {
    ...payload,
    startDate,
    itineraryInventoryItemId: inventoryItemId,
    dietaryRestriction:
      payload.dietaryRestriction && pkg.foodOptions.includes(payload.dietaryRestriction)
        ? payload.dietaryRestriction
        : null,
    selectedWorkshopSpaces,
    hostSelectedOptionalServices: pick(payload.hostSelectedOptionalServices, 'hostSelectedOptionalServices', false),
    hostSelectedOptionalActivities: pick(
      payload.hostSelectedOptionalActivities,
      'hostSelectedOptionalActivities',
      true,
    ),
    tripLength: row.lengthInDays,
  };
  if (payload.dietaryRestriction && values.dietaryRestriction === null)
    fields.dietaryRestriction = 'Not a dietary option of this package';
  Object.assign(fields, validateTripRequestForm(values));
  // CAT-055, CAT-057: a stay or transfer the screen would not offer for this departure and these rooms is refused.
  const offers = prePostOffers({
    services: dayServices,
    departure,
    roomTypes: values.hostRooms.map((r) => r.roomType),
  });
  Object.assign(fields, prePostSelectionErrors(values, offers));
  const decision = canSubmitTripRequest(values);
  if (!decision.ok && Object.keys(fields).length === 0) fields.quantityHostRooms = decision.reason;
  if (Object.keys(fields).length > 0) throw fail(fields);

  const instant =
    isInstantApprovalEligiblePackage(level, pkg) &&
    pkg.instantApprovalDates.includes(startDate) &&
    !hasAdditionalRequests(values.additionalRequests);
  return { values, startDate, inventoryItemId, instant };
}
