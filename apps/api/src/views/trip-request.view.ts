// What a host, an operator or an admin reads of a trip request (its form values stay with the request screens).
import { TRIP_REQUEST_STATUSES } from '@caravan/domain';
import { z } from '@hono/zod-openapi';
import type { tripRequests } from '../db/schema/index.js';

export const tripRequestView = z
  .object({
    id: z.uuid(),
    hostId: z.uuid(),
    itineraryId: z.uuid(),
    inventoryItemId: z.uuid().nullable(),
    status: z.enum(TRIP_REQUEST_STATUSES),
    selectedPackage: z.string(),
    startDate: z.iso.date().nullable(),
    instantlyApproved: z.boolean(),
    dietaryRestriction: z.string().nullable(),
    additionalRequests: z.string(),
    createdAt: z.iso.datetime(),
  })
  .strict()
  .openapi('TripRequest');
export type TripRequestView = z.infer<typeof tripRequestView>;

export const toTripRequestView = (row: typeof tripRequests.$inferSelect): TripRequestView => ({
  id: row.id,
  hostId: row.hostId,
  itineraryId: row.itineraryId,
  inventoryItemId: row.inventoryItemId ?? null,
  status: row.status as TripRequestView['status'],
  selectedPackage: row.selectedPackage,
  startDate: row.startDate ?? null,
  instantlyApproved: row.instantlyApproved,
  dietaryRestriction: row.dietaryRestriction ?? null,
  additionalRequests: row.additionalRequests,
  createdAt: row.createdAt.toISOString(),
});
