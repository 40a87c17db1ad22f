// Traveler trip form and travel-info companion entities (host-and-platform §3): the stored shapes.
import { z } from 'zod';

/** Arrival or departure flight details. */
const flightDetailsSchema = z.object({
  airline: z.string().optional(),
  flightNumber: z.string().optional(),
  /** MM/DD/YYYY. */
  date: z.string().optional(),
  /** Clock time, 24-hour 'HH:mm' once saved. */
  time: z.string().optional(),
});

const travelInsuranceSchema = z.object({
  carrier: z.string().optional(),
  policyNumber: z.string().optional(),
});

const passportInformationSchema = z.object({
  firstName: z.string().optional(),
  middleName: z.string().optional(),
  lastName: z.string().optional(),
  number: z.string().optional(),
  nationality: z.string().optional(),
  gender: z.string().optional(),
  /** MM/DD/YYYY. */
  issueDate: z.string().optional(),
  /** MM/DD/YYYY. */
  expirationDate: z.string().optional(),
  /** MM/DD/YYYY. */
  dateOfBirth: z.string().optional(),
  passportRequired: z.boolean().default(false),
});

const specialRequestsSchema = z.object({
  description: z.string().optional(),
  roomMate: z.string().optional(),
  /** Whether the traveler requests a guide. */
  guide: z.boolean().default(false),
});

const emergencyContactSchema = z.object({
  name: z.string().optional(),
  relationship: z.string().optional(),
  phone: z.string().optional(),
  email: z.string().optional(),
});

const disclosuresAndPreferencesSchema = z.object({
  /** A list once saved; the form may hold a comma-separated string (HTI-006). */
  preferences: z.union([z.array(z.string()), z.string()]).default([]),
  description: z.string().optional(),
});

/** The trip traveler form (HTI-004). */
export const tripTravelerFormSchema = z.object({
  flightInformation: z
    .object({
      arrivalDetails: flightDetailsSchema.default({}),
      departureDetails: flightDetailsSchema.default({}),
    })
    .default({ arrivalDetails: {}, departureDetails: {} }),
  endOfTripPlans: z.string().optional(),
  travelInsurance: travelInsuranceSchema.default({}),
  passportInformation: passportInformationSchema.default({ passportRequired: false }),
  specialRequests: specialRequestsSchema.default({ guide: false }),
  emergencyContact: emergencyContactSchema.default({}),
  disclosuresAndPreferences: disclosuresAndPreferencesSchema.default({ preferences: [] }),
  medicalAndMobilityDisclosure: z.string().optional(),
});
export type TripTravelerForm = z.infer<typeof tripTravelerFormSchema>;

/** The traveler of a companion as the host sees it. */
const companionTravelerSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** MM/DD/YYYY. */
  dateOfBirth: z.string(),
});

/** A travel-info companion (HTI-005): traveler data is absent until the host submits it. */
export const travelInfoCompanionSchema = z.object({
  _id: z.string(),
  traveler: companionTravelerSchema.nullable().optional(),
});
