// The host's companions on the Bookings tab (HBK-010, HAP-063): who they are from the trip request, the traveler
// details the host submitted for each, and whether the form can still be submitted (HBK-038, HBK-039).
import { z } from '@hono/zod-openapi';

const companionTraveler = z
  .object({ firstName: z.string(), lastName: z.string(), email: z.string(), dateOfBirth: z.string() })
  .strict()
  .openapi('HostCompanionTraveler');

export const hostCompanionView = z
  .object({
    /** The companion's id: the stored one, or its position on the trip for companions copied from a request. */
    _id: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    ageRange: z.string().nullable(),
    /** The submitted traveler details, or null before submission. */
    traveler: companionTraveler.nullable(),
  })
  .strict()
  .openapi('HostCompanion');

export const hostCompanionsView = z
  .object({
    tripId: z.uuid(),
    /** False once submitted, on complete or closed trips, and for a co-host (who reads only). */
    editable: z.boolean(),
    companions: z.array(hostCompanionView),
  })
  .strict()
  .openapi('HostCompanions');
export type HostCompanionsView = z.infer<typeof hostCompanionsView>;
