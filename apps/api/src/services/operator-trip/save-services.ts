// Configure services on a trip (OAP-015 trip update, servicesToUpdate): remove or restore day entries, only while the
// status opens the services group and the technical-itinerary rule allows (OPT-049, OPT-050); one transaction.
import { z } from '@hono/zod-openapi';
import { tripStatusSchema } from '@caravan/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { PolicyUser } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { dayServices } from '../../db/schema/index.js';
import { AppError, badRequest } from '../../errors/app-error.js';
import { readOperatorTrip } from './trip-access.js';
import { servicesEditable } from './trip-review.js';

export const tripServicesUpdateSchema = z
  .object({
    servicesToUpdate: z
      .array(z.object({ id: z.uuid({ message: 'Not a day service id' }), removed: z.boolean() }).strict())
      .min(1)
      .max(200),
  })
  .strict()
  .openapi('TripServicesUpdate');
export type TripServicesUpdate = z.infer<typeof tripServicesUpdateSchema>;

/** DECIDE: the refusal of a services change the trip's status or technical itinerary locks. */
export const tripServicesLockedMessage = (status: string) =>
  `The services of this trip cannot be changed (status ${status}, or its technical itinerary is submitted).`;

export function saveTripServices(db: Db, user: PolicyUser, id: string, body: TripServicesUpdate, now: Date) {
  return db.transaction(async (tx) => {
    const row = await readOperatorTrip(tx, user, id, true);
    if (!servicesEditable(row, now))
      throw new AppError(409, 'TRIP_FIELD_LOCKED', tripServicesLockedMessage(tripStatusSchema.parse(row.status)));
    const ids = body.servicesToUpdate.map((s) => s.id);
    const found = await tx
      .select({ id: dayServices.id })
      .from(dayServices)
      .where(and(eq(dayServices.tripId, id), inArray(dayServices.id, ids)));
    if (found.length !== new Set(ids).size) throw badRequest('A service is not on this trip.');
    for (const s of body.servicesToUpdate)
      await tx
        .update(dayServices)
        .set({ removed: s.removed })
        .where(and(eq(dayServices.id, s.id), eq(dayServices.tripId, id)));
    return row;
  });
}
