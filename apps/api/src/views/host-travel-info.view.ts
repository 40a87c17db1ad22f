// The host's Travel Info tab (HTI-001, HTI-003): their own trip form for the trip they lead, whether it can still be
// changed (HTI-013), the passport rule (HTI-008), the read-only accommodation note and the preparation document.
import { tripTravelerFormSchema } from '@caravan/domain';
import { z } from '@hono/zod-openapi';

export const hostTravelInfoView = z
  .object({
    tripId: z.uuid(),
    /** Whether the passport fields are required (HTI-008). */
    passportRequired: z.boolean(),
    /** False on complete trips (HTI-013) and for a co-host, who reads only. */
    editable: z.boolean(),
    form: tripTravelerFormSchema,
    accommodationNote: z.string(),
    preparationListUrl: z.string().nullable(),
    /** When the form was last saved, or null before the first save. */
    updatedAt: z.iso.datetime().nullable(),
  })
  .strict()
  .openapi('HostTravelInfo');
export type HostTravelInfoView = z.infer<typeof hostTravelInfoView>;
