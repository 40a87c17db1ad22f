// What hosts, co-hosts, operators and admins read of a trip on the generic bases (the traveler reads MyTrip).
import { TRIP_STATUSES } from '@caravan/domain';
import { z } from '@hono/zod-openapi';
import type { trips } from '../db/schema/index.js';
import { isoOrNull } from './view-helpers.js';

export const tripView = z
  .object({
    id: z.uuid(),
    shortId: z.string(),
    name: z.string(),
    status: z.enum(TRIP_STATUSES),
    publishStatus: z.string(),
    itineraryId: z.uuid(),
    operatorId: z.uuid(),
    hostId: z.uuid(),
    tripRequestId: z.uuid().nullable(),
    startDate: z.iso.date(),
    endDate: z.iso.date().nullable(),
    destination: z.string(),
    country: z.string(),
    tripPath: z.string().nullable(),
    tripSummary: z.string(),
    categories: z.array(z.string()),
    heroPhoto: z.string().nullable(),
    launchDate: z.iso.datetime().nullable(),
    hasHostCompletedPromoteTutorial: z.boolean(),
    bookingAutoConfirmation: z.boolean(),
    minimumSpots: z.number().int().nullable(),
    maximumSpots: z.number().int(),
    spotsTaken: z.number().int(),
    currency: z.string(),
    priceInitial: z.number().int().nullable().describe('Minor units of `currency`'),
    singleSupplementPrice: z.number().int().describe('Minor units of `currency`'),
    singleSupplementQuantityAvailable: z.number().int(),
    passportRequired: z.boolean(),
  })
  .strict()
  .openapi('Trip');
export type TripView = z.infer<typeof tripView>;

export const toTripView = (row: typeof trips.$inferSelect): TripView => ({
  id: row.id,
  shortId: row.shortId,
  name: row.name,
  status: row.status as TripView['status'],
  publishStatus: row.publishStatus,
  itineraryId: row.itineraryId,
  operatorId: row.operatorId,
  hostId: row.hostId,
  tripRequestId: row.tripRequestId ?? null,
  startDate: row.startDate,
  endDate: row.endDate ?? null,
  destination: row.destination,
  country: row.country,
  tripPath: row.tripPath ?? null,
  tripSummary: row.tripSummary,
  categories: row.categories,
  heroPhoto: row.photos?.hero ?? null,
  launchDate: isoOrNull(row.launchDate),
  hasHostCompletedPromoteTutorial: row.hasHostCompletedPromoteTutorial,
  bookingAutoConfirmation: row.bookingAutoConfirmation,
  minimumSpots: row.minimumSpots ?? null,
  maximumSpots: row.maximumSpots,
  spotsTaken: row.spotsTaken,
  currency: row.currency,
  priceInitial: row.priceInitial ?? null,
  singleSupplementPrice: row.singleSupplementPrice,
  singleSupplementQuantityAvailable: row.singleSupplementQuantityAvailable,
  passportRequired: row.passportRequired,
});
