// Trip form entity: flights, end-of-trip plans, insurance, requests, passport, emergency contact, preferences.
import { z } from 'zod';
import { instantSchema } from '../shared/dates.js';
import { END_OF_TRIP_PLANS, ROOMMATE_PREFERENCE_CODES } from './traveler.constants.js';

export const travelerEndOfTripPlansSchema = z.enum(END_OF_TRIP_PLANS);

const roommatePreferenceCodeSchema = z.enum(ROOMMATE_PREFERENCE_CODES);

/** A time from the 12-hour picker, 'hh:mm AM'. */
const travelerTripFormTimeSchema = z.string().regex(/^(0[1-9]|1[0-2]):[0-5]\d [AP]M$/, 'Use the format hh:mm AM');

const travelerFlightDetailsSchema = z.object({
  airline: z.string().optional(),
  flightNumber: z.string().optional(),
  date: instantSchema.optional(),
  time: travelerTripFormTimeSchema.optional(),
});

/** Trip form data as saved (TFM-001); preferences are lists of codes (TFM-003), gender preferences a list of genders (TFM-005). */
export const travelerTripFormSchema = z.object({
  flightInformation: z
    .object({
      arrivalDetails: travelerFlightDetailsSchema.default({}),
      departureDetails: travelerFlightDetailsSchema.default({}),
    })
    .default({ arrivalDetails: {}, departureDetails: {} }),
  endOfTripPlans: travelerEndOfTripPlansSchema.optional(),
  travelInsurance: z.object({ policyNumber: z.string().optional(), carrier: z.string().optional() }).default({}),
  specialRequests: z
    .object({ description: z.string().optional(), roomMate: z.string().optional(), guide: z.string().optional() })
    .default({}),
  passportInformation: z
    .object({
      firstName: z.string().optional(),
      middleName: z.string().optional(),
      lastName: z.string().optional(),
      passportNumber: z.string().optional(),
      nationality: z.string().optional(),
      issueDate: instantSchema.optional(),
      expirationDate: instantSchema.optional(),
      dateOfBirth: instantSchema.optional(),
      gender: z.string().optional(),
    })
    .default({}),
  emergencyContact: z
    .object({
      name: z.string().optional(),
      relationship: z.string().optional(),
      phone: z.string().optional(),
      email: z.string().optional(),
    })
    .default({}),
  disclosuresAndPreferences: z
    .object({
      description: z.string().optional(),
      preferences: z.array(roommatePreferenceCodeSchema).default([]),
      roommateGenderPreferences: z.array(z.string()).default([]),
    })
    .default({ preferences: [], roommateGenderPreferences: [] }),
  medicalAndMobilityDisclosure: z.string().optional(),
});
export type TravelerTripForm = z.infer<typeof travelerTripFormSchema>;
export type TravelerTripFormInput = z.input<typeof travelerTripFormSchema>;

/** The trip form as edited: preferences as checkboxes keyed by code, gender preferences keyed by gender. */
export type TravelerTripFormValues = Omit<TravelerTripForm, 'disclosuresAndPreferences'> & {
  disclosuresAndPreferences: {
    description?: string | undefined;
    preferences: Partial<Record<z.infer<typeof roommatePreferenceCodeSchema>, boolean>>;
    roommateGenderPreferences: Record<string, boolean>;
  };
};
