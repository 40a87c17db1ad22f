// The admin's trip day services (SVC-035..038): the typed calls, and what a saved form sends as the trip's override.
import { isServiceFieldLocked } from '@caravan/domain';
import type { Schema } from '../../api/index.js';
import { call } from '../../api/typed.js';

export type AdminTripServices = Schema<'AdminTripServices'>;
export type AdminTripDayService = Schema<'AdminTripDayService'>;

/** DECIDE: the toast after a saved trip service; the spec names no copy, so it says what happened in the form's words. */
export const TRIP_SERVICE_SAVED = 'Service saved';

export const tripServicesKey = (id: string) => ['admin', 'trip-services', id] as const;

export const tripServicesApi = {
  /** GET /api/admin/trips/{id}/services: each service's values on the trip and the admin's form permissions. */
  list: (id: string, signal?: AbortSignal) =>
    call('get', '/api/admin/trips/{id}/services', { params: { id }, ...(signal ? { signal } : {}) }),
  /** PUT /api/admin/trips/{id}/services/{serviceEntryId}: the trip's own values of the edited fields. */
  override: (id: string, serviceEntryId: string, values: Record<string, unknown>) =>
    call('put', '/api/admin/trips/{id}/services/{serviceEntryId}', {
      params: { id, serviceEntryId },
      body: { values },
    }),
};

/**
 * The override a saved form sends: the fields the API's disabledFields leave open whose value changed from what the
 * trip shows (a locked field is never sent; the server refuses one).
 */
export function overrideValuesOf(
  saved: Record<string, unknown>,
  shown: Record<string, unknown>,
  disabledFields: readonly string[],
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(saved).filter(
      ([key, value]) =>
        !isServiceFieldLocked(key, disabledFields) && JSON.stringify(value) !== JSON.stringify(shown[key] ?? undefined),
    ),
  );
}
