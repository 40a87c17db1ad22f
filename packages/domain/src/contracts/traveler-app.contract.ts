// The traveler app API contract beyond bookings: itinerary and its PDF, terms (waiver), trip form, payment method
// and account. Request and response `data` schemas, shared by the API's routes and the portal's calls.
//
//   GET  /api/me/trips/{id}/itinerary                       myItinerarySchema (TAP-007)
//   GET  /api/me/trips/{id}/itinerary/pdf                   application/pdf, attachment named by itineraryPdfFileName
//   GET  /api/me/pages/traveler-terms?tripId={id}           text/html, loaded in a frame (TAP-017)
//   POST /api/me/trips/{id}/accept-traveler-terms           -> travelerTermsResultSchema (TAP-018)
//   POST /api/me/trips/{id}/minor-disclaimer                -> travelerTermsResultSchema (TAP-019)
//   GET  /api/me/trips/{id}/travelers                       myTripTravelersSchema (TAP-006)
//   PUT  /api/me/trips/{id}/users/{userId}/trip-form        travelerTripFormSchema -> myTripFormSchema (TAP-002)
//   POST /api/me/trips/{id}/travelers/{travelerId}          travelerTripFormSchema -> myTripFormSchema (TAP-003)
//   GET  /api/me/bookings/{id}/payment-method               savedPaymentMethodResponseSchema
//   POST /api/me/bookings/{id}/payment-method               updatePaymentMethodRequestSchema -> savedPaymentMethodSchema
//   GET  /api/me/account/profile, PUT (same body)           accountProfileSchema (TAP-009)
//   GET  /api/me/account/address, PUT (same body)           accountAddressSchema
import { z } from 'zod';
import { calendarDateSchema } from '../shared/dates.js';
import { TRAVELER_STATUSES, TRAVELER_TYPES } from '../traveler/traveler.constants.js';
import { travelerTripFormSchema } from '../traveler/trip-form.schema.js';
import { pageSchema } from './page.contract.js';

const text = (max: number) => z.string().max(max);

// ---------------------------------------------------------------- itinerary

const itineraryDayItemSchema = z
  .object({ name: z.string(), type: z.string(), description: z.string(), startTime: z.string().nullable() })
  .strict();
const itineraryDaySchema = z
  .object({
    day: z.number().int().min(1),
    date: calendarDateSchema,
    title: z.string(),
    items: z.array(itineraryDayItemSchema),
  })
  .strict();
export const myItinerarySchema = z
  .object({
    tripId: z.string(),
    tripName: z.string(),
    destination: z.string(),
    country: z.string(),
    startDate: calendarDateSchema,
    endDate: calendarDateSchema.nullable(),
    /** The PDF's file name (TRV-054). */
    pdfFileName: z.string(),
    days: z.array(itineraryDaySchema),
  })
  .strict();
export type MyItinerary = z.infer<typeof myItinerarySchema>;

// ---------------------------------------------------------------- terms (waiver)

export const travelerTermsQuerySchema = z.object({ tripId: z.string().min(1) });
export const travelerTermsResultSchema = z
  .object({
    waiver: z.object({ dateSigned: z.string().optional(), minorDisclaimer: z.boolean().optional() }).strict(),
    status: z.enum(TRAVELER_STATUSES),
  })
  .strict();
export type TravelerTermsResult = z.infer<typeof travelerTermsResultSchema>;

// ---------------------------------------------------------------- trip form

export const tripTravelerParamsSchema = z.object({ id: z.string().min(1), travelerId: z.string().min(1) });
export const tripUserParamsSchema = z.object({ id: z.string().min(1), userId: z.string().min(1) });

/** The viewer's traveler record on a trip with their trip form. */
export const myTripFormSchema = z
  .object({
    travelerId: z.string(),
    userId: z.string(),
    tripId: z.string(),
    type: z.enum(TRAVELER_TYPES),
    status: z.enum(TRAVELER_STATUSES),
    passportRequired: z.boolean(),
    /** False on complete trips: the form is read-only (TFM-014). */
    editable: z.boolean(),
    form: travelerTripFormSchema,
    updatedAt: z.string().nullable(),
  })
  .strict();
export type MyTripForm = z.infer<typeof myTripFormSchema>;
/** A traveler's page of GET /api/me/trips/{id}/travelers: their own record (issue 18 pages every list). */
export const myTripTravelersSchema = pageSchema(myTripFormSchema);

// ---------------------------------------------------------------- payment method

export const updatePaymentMethodRequestSchema = z
  .object({ /** A token from the payments app (never a raw card number). */ cardToken: text(100).min(1) })
  .strict();
export const savedPaymentMethodSchema = z
  .object({ brand: z.string(), last4: z.string(), updatedAt: z.string() })
  .strict();
export const savedPaymentMethodResponseSchema = savedPaymentMethodSchema.nullable();
export type SavedPaymentMethod = z.infer<typeof savedPaymentMethodSchema>;

// ---------------------------------------------------------------- account

export const accountProfileSchema = z
  .object({
    firstName: text(100).trim().min(1, 'Required'),
    lastName: text(100).trim().min(1, 'Required'),
    email: z.string(),
    phone: text(40).nullable(),
    gender: text(40).nullable(),
    dateOfBirth: calendarDateSchema.nullable(),
    countryCode: z
      .string()
      .regex(/^[A-Z]{2}$/, 'Use a two-letter country code')
      .nullable(),
  })
  .strict();
export type AccountProfile = z.infer<typeof accountProfileSchema>;
/** The editable part of the profile (the email is the sign-in and changes elsewhere). */
export const accountProfileUpdateSchema = accountProfileSchema.omit({ email: true });
export type AccountProfileUpdate = z.infer<typeof accountProfileUpdateSchema>;

export const accountAddressSchema = z
  .object({
    line1: text(200).trim().min(1, 'Required'),
    line2: text(200).trim(),
    city: text(100).trim().min(1, 'Required'),
    region: text(100).trim(),
    postalCode: text(20).trim().min(1, 'Required'),
    countryCode: z.string().regex(/^[A-Z]{2}$/, 'Use a two-letter country code'),
  })
  .strict();
export type AccountAddress = z.infer<typeof accountAddressSchema>;
export const accountAddressResponseSchema = accountAddressSchema.nullable();
