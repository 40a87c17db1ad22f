// What an operator, a host choosing a trip, or an admin reads of an itinerary on the generic bases.
import { ITINERARY_STATUSES } from '@caravan/domain';
import { z } from '@hono/zod-openapi';
import type { itineraries } from '../db/schema/index.js';

export const itineraryView = z
  .object({
    id: z.uuid(),
    operatorId: z.uuid(),
    name: z.string(),
    country: z.string(),
    destination: z.string(),
    tripSummary: z.string(),
    categories: z.array(z.string()),
    lengthInDays: z.number().int(),
    status: z.enum(ITINERARY_STATUSES),
    currency: z.string(),
    minimumSpots: z.number().int().nullable(),
    maximumSpots: z.number().int(),
    activityLevel: z.string().nullable(),
    updatedAt: z.iso.datetime(),
  })
  .strict()
  .openapi('Itinerary');
export type ItineraryView = z.infer<typeof itineraryView>;

export const toItineraryView = (row: typeof itineraries.$inferSelect): ItineraryView => ({
  id: row.id,
  operatorId: row.operatorId,
  name: row.name,
  country: row.country,
  destination: row.destination,
  tripSummary: row.tripSummary,
  categories: row.categories,
  lengthInDays: row.lengthInDays,
  status: row.status as ItineraryView['status'],
  currency: row.currency,
  minimumSpots: row.minimumSpots ?? null,
  maximumSpots: row.maximumSpots,
  activityLevel: row.activityLevel ?? null,
  updatedAt: row.updatedAt.toISOString(),
});
