// Traveler entities: a person on a booking, a traveler record with its waiver, and the trip as the traveler app sees it.
import { z } from 'zod';
import { calendarDateSchema, instantSchema } from '../shared/dates.js';
import { canonicalEnum } from '../shared/enum.js';
import { tripStatusSchema } from '../shared/statuses.js';
import { TRAVELER_STATUSES, TRAVELER_TYPES } from './traveler.constants.js';

export const travelerTypeSchema = canonicalEnum(TRAVELER_TYPES, {
  primary: 'traveler-primary',
  secondary: 'traveler-secondary',
});
export type TravelerType = z.infer<typeof travelerTypeSchema>;

export const travelerStatusSchema = canonicalEnum(TRAVELER_STATUSES, { canceled: 'cancelled' });
export type TravelerStatus = z.infer<typeof travelerStatusSchema>;

/** A traveler, booking customer or additional participant (TRV-008). */
export const travelerPersonSchema = z.object({
  _id: z.string().min(1),
  firstName: z.string(),
  lastName: z.string(),
  email: z.email(),
  gender: z.string().optional(),
  dateOfBirth: calendarDateSchema.optional(),
  countryCode: z.string().length(2).optional(),
});
export type TravelerPerson = z.infer<typeof travelerPersonSchema>;

/** A traveler's record on a trip: status and waiver signature. */
export const travelerRecordSchema = z.object({
  _id: z.string().min(1),
  userId: z.string().min(1),
  tripId: z.string().min(1),
  status: travelerStatusSchema.default('created'),
  waiver: z.object({ dateSigned: instantSchema.optional(), minorDisclaimer: z.boolean().optional() }).default({}),
});

/** The trip as the traveler app reads it (TRV-009). */
export const travelerTripSchema = z.object({
  id: z.string().min(1),
  _id: z.string().min(1),
  name: z.string(),
  status: tripStatusSchema,
  startDate: calendarDateSchema,
  country: z.string(),
  destination: z.string(),
  itinerary: z.object({ photos: z.object({ hero: z.string().optional() }).default({}) }).default({ photos: {} }),
  servicesByDay: z.array(z.array(z.unknown())).default([]),
  bookingsDeadline: z.number().int().min(0).optional(),
  passportRequired: z.boolean().default(false),
  preparationListUrl: z.string().optional(),
  travelerInsuranceRequired: z.boolean().default(false),
  mobileAppEnabled: z.boolean().default(false),
  adminTechnicalItineraryApproved: z.boolean().default(false),
  minimumSpots: z.number().int().min(0),
  companions: z.array(z.unknown()).default([]),
  hostGroundTransfers: z.array(z.unknown()).default([]),
  additionalOptionalServices: z.array(z.unknown()).default([]),
  hostSelectedOptionalServices: z.array(z.unknown()).default([]),
});
