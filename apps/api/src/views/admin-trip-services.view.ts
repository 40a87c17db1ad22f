// What an admin reads of a trip's day services (SVC-035..038): each service's values as the trip shows them (the
// itinerary's service with the trip's own overrides on top) and the form permissions the domain gives this viewer.
import { DAY_SERVICE_TYPES } from '@caravan/domain';
import { z } from '@hono/zod-openapi';
import { operatorTripDayService } from './operator-trip.view.js';

export const tripServiceFormPermissionsView = z
  .object({ canSave: z.boolean(), canRemove: z.boolean(), disabledFields: z.array(z.string()) })
  .openapi('TripServiceFormPermissions');

/** The operator's day entry (id, day, duration, position, removed) with its typed service, values and permissions. */
export const adminTripDayServiceView = operatorTripDayService
  .extend({
    service: z.object({ id: z.uuid(), type: z.enum(DAY_SERVICE_TYPES), name: z.string() }),
    /** The form values on this trip: the shared service's, with the trip's overrides on top. */
    values: z.record(z.string(), z.unknown()),
    /** The fields this trip overrides (copy-on-change: the itinerary's service is unchanged). */
    overridden: z.array(z.string()),
    permissions: tripServiceFormPermissionsView,
  })
  .strict()
  .openapi('AdminTripDayService');
export type AdminTripDayServiceView = z.infer<typeof adminTripDayServiceView>;

export const adminTripServicesView = z
  .object({ tripId: z.uuid(), startDate: z.iso.date(), servicesByDay: z.array(adminTripDayServiceView) })
  .strict()
  .openapi('AdminTripServices');
export type AdminTripServicesView = z.infer<typeof adminTripServicesView>;

/** The body of a trip service override: the edited form values (only the fields the form leaves open). */
export const tripServiceOverrideSchema = z
  .object({ values: z.record(z.string(), z.unknown()) })
  .strict()
  .openapi('TripServiceOverride');
export type TripServiceOverride = z.infer<typeof tripServiceOverrideSchema>;
