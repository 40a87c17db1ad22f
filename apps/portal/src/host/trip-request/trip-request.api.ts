// The trip request screen's calls (HAP-039, HAP-040, HAP-041), typed by the API's OpenAPI document.
import {
  type CalendarDate,
  classifyTripRequestAvailabilityError,
  type PackageLevel,
  type TripRequestSubmitPayload,
} from '@caravan/domain';
import { ApiError, type Schema } from '../../api/index.js';
import { call } from '../../api/typed.js';

export type Availability = Schema<'ItineraryAvailability'>;
export type TripRequestCreated = Schema<'TripRequestCreated'>;

/** A failed availability read, classed by its text (CAT-018). */
export class AvailabilityError extends Error {
  constructor(
    message: string,
    readonly kind: 'no-inventory-items' | 'generic',
  ) {
    super(message);
  }
}

export const tripRequestKeys = {
  availability: (id: string) => ['host', 'availability', id] as const,
  suggestedPrice: (id: string, level: string, date: string | null) =>
    ['host', 'suggested-price', id, level, date] as const,
};

export const tripRequestApi = {
  /** Availability per package; a failure becomes an AvailabilityError with its class (CAT-016..CAT-018). */
  availability: async (id: string, signal?: AbortSignal): Promise<Availability> => {
    try {
      return await call('get', '/api/me/itinerary/{id}/availability', {
        params: { id },
        ...(signal ? { signal } : {}),
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      throw new AvailabilityError(message, classifyTripRequestAvailabilityError(message));
    }
  },
  suggestedSellPrice: (id: string, selectedPackage: PackageLevel, tripStartDate: CalendarDate, signal?: AbortSignal) =>
    call('get', '/api/me/itineraries/{id}/suggested-sell-price', {
      params: { id },
      query: { selectedPackage, tripStartDate },
      ...(signal ? { signal } : {}),
    }),
  create: (payload: TripRequestSubmitPayload): Promise<TripRequestCreated> =>
    call('post', '/api/me/trip-requests', { body: payload }),
};

/** The field errors of a refused create (400), else none. */
export const fieldErrorsOf = (error: unknown): Record<string, string> =>
  error instanceof ApiError && error.status === 400 ? error.fields : {};
