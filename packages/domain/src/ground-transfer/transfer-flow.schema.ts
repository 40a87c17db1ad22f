// The ground-transfer booking flow's state, its contact form and the ground-transfer add-on (GTF-028..035, GTF-071..075).
import { z } from 'zod';
import { canonicalEnum } from '../shared/enum.js';
import { currencyCodeSchema } from '../shared/money.js';
import {
  GROUND_TRANSFER_ADD_ON_TYPE,
  GROUND_TRANSFER_ADD_ON_UNIT_QUANTITY,
  GROUND_TRANSFER_FLOW_ERROR_TYPES,
  GROUND_TRANSFER_FLOW_STATUSES,
  GROUND_TRANSFER_INSURANCE_STATUSES,
  GROUND_TRANSFER_LEG_STATUSES,
  GROUND_TRANSFER_MESSAGES,
  GROUND_TRANSFER_PAYMENT_STATUSES,
  GROUND_TRANSFER_QUOTES_STATUSES,
  GROUND_TRANSFER_TAB_STATUSES,
  GROUND_TRANSFER_TABS,
} from './ground-transfer.constants.js';

/** A flow tab name (GTF-002). */
export const groundTransferTabSchema = canonicalEnum(GROUND_TRANSFER_TABS, { 'travel-detail': 'travel_detail' });
export type GroundTransferTab = z.infer<typeof groundTransferTabSchema>;

/** Overall flow status (GTF-036). */
export const groundTransferFlowStatusSchema = canonicalEnum(GROUND_TRANSFER_FLOW_STATUSES);
export type GroundTransferFlowStatus = z.infer<typeof groundTransferFlowStatusSchema>;

/** The type of a flow error (GTF-040, GTF-044, GTF-047, GTF-048). */
const groundTransferFlowErrorTypeSchema = canonicalEnum(GROUND_TRANSFER_FLOW_ERROR_TYPES);

/** Leg status (GTF-052). */
const groundTransferLegStatusSchema = canonicalEnum(GROUND_TRANSFER_LEG_STATUSES);
export type GroundTransferLegStatus = z.infer<typeof groundTransferLegStatusSchema>;

/** Quotes status (GTF-054). */
export const groundTransferQuotesStatusSchema = canonicalEnum(GROUND_TRANSFER_QUOTES_STATUSES);
export type GroundTransferQuotesStatus = z.infer<typeof groundTransferQuotesStatusSchema>;

/** Insurance status within the flow (GTF-067). */
export const groundTransferInsuranceStatusSchema = canonicalEnum(GROUND_TRANSFER_INSURANCE_STATUSES);
export type GroundTransferInsuranceStatus = z.infer<typeof groundTransferInsuranceStatusSchema>;

/** Tab status (GTF-069). */
export const groundTransferTabStatusSchema = canonicalEnum(GROUND_TRANSFER_TAB_STATUSES);
export type GroundTransferTabStatus = z.infer<typeof groundTransferTabStatusSchema>;

/** Payment status reported by the payments app. */
const groundTransferPaymentStatusSchema = canonicalEnum(GROUND_TRANSFER_PAYMENT_STATUSES);
export type GroundTransferPaymentStatus = z.infer<typeof groundTransferPaymentStatusSchema>;

/** A picked place: id is the maps place id. */
const groundTransferPlaceSchema = z.object({
  id: z.string(),
  label: z.string(),
  type: z.string(),
  value: z.string(),
  description: z.string().optional(),
});
export type GroundTransferPlace = z.infer<typeof groundTransferPlaceSchema>;

/** A vehicle quote from the provider; price in integer minor units. */
const groundTransferQuoteSchema = z.object({
  price: z.number().int().min(0),
  currency: currencyCodeSchema.default('USD'),
  vehicleCategory: z.string(),
  externalId: z.string(),
});
export type GroundTransferQuote = z.infer<typeof groundTransferQuoteSchema>;

/** The travel details a traveler enters for one leg. */
const groundTransferDetailSchema = z.object({
  pickup: groundTransferPlaceSchema.nullable().default(null),
  dropOff: groundTransferPlaceSchema.nullable().default(null),
  /** YYYY-MM-DD as entered (validated by the travel-detail rules). */
  pickupDate: z.string().nullable().default(null),
  /** HH:mm as entered. */
  pickupTime: z.string().nullable().default(null),
  /** Local date-time without zone, YYYY-MM-DDTHH:mm:ss, as the quotes call takes it. */
  pickupDateTime: z.string().nullable().default(null),
  passengers: z.number().int().nullable().default(null),
  flightNumber: z.string().default(''),
  luggage: z
    .object({ hand: z.number().nullable().default(0), checked: z.number().nullable().default(0) })
    .nullable()
    .default(null),
});
export type GroundTransferDetail = z.infer<typeof groundTransferDetailSchema>;

/** Quote fetch bookkeeping of a leg. */
export const groundTransferQuotesMetadataSchema = z.object({
  status: groundTransferQuotesStatusSchema.default('empty'),
  apiErrorCount: z.number().int().min(0).default(0),
  apiSuccessCount: z.number().int().min(0).default(0),
});
export type GroundTransferQuotesMetadata = z.infer<typeof groundTransferQuotesMetadataSchema>;

/** One leg (arrival or departure) of the flow (GTF-028). */
export const groundTransferLegSchema = z.object({
  detail: groundTransferDetailSchema.prefault({}),
  quotes: z.array(groundTransferQuoteSchema).default([]),
  selectedQuote: groundTransferQuoteSchema.nullable().default(null),
  /** Estimated ride duration in seconds. */
  estimatedDuration: z.number().min(0).nullable().default(null),
  quotesMetadata: groundTransferQuotesMetadataSchema.prefault({}),
  metadata: z.object({ status: groundTransferLegStatusSchema.default('missing-travel-details') }).prefault({}),
});
export type GroundTransferLeg = z.infer<typeof groundTransferLegSchema>;

/** The contact section as held in the flow (may be incomplete while typing). */
const groundTransferContactStateSchema = z.object({
  firstName: z.string().default(''),
  lastName: z.string().default(''),
  email: z.string().default(''),
  phone: z.string().default(''),
  termsAndConditions: z.boolean().default(false),
});
export type GroundTransferContactState = z.infer<typeof groundTransferContactStateSchema>;

/** A flow error. */
const groundTransferFlowErrorSchema = z.object({ type: groundTransferFlowErrorTypeSchema, message: z.string() });

const tabStateSchema = z.object({ status: groundTransferTabStatusSchema.default('incomplete') }).prefault({});

/** The whole ground-transfer flow state (GTF-028); parse `{}` for the initial state. */
export const groundTransferFlowStateSchema = z.object({
  arrival: groundTransferLegSchema.prefault({}),
  departure: groundTransferLegSchema.prefault({}),
  contact: groundTransferContactStateSchema.prefault({}),
  payment: z
    .object({
      status: groundTransferPaymentStatusSchema.default('idle'),
      /** Total in integer minor units. */
      total: z.number().int().default(0),
      availableCredit: z.number().int().default(0),
      insurance: z
        .object({
          adjustment: z.number().int().default(0),
          repricedAddOn: z.unknown().nullable().default(null),
          status: groundTransferInsuranceStatusSchema.default('empty'),
        })
        .prefault({}),
    })
    .prefault({}),
  success: z.object({ bookedGroundTransferIds: z.array(z.string()).default([]) }).prefault({}),
  metadata: z
    .object({
      status: groundTransferFlowStatusSchema.default('started'),
      error: groundTransferFlowErrorSchema.nullable().default(null),
      tabs: z
        .object({
          travelDetail: tabStateSchema,
          vehicle: tabStateSchema,
          contact: tabStateSchema,
          payment: tabStateSchema,
        })
        .prefault({}),
    })
    .prefault({}),
});
export type GroundTransferFlowState = z.infer<typeof groundTransferFlowStateSchema>;

/**
 * Names may hold letters of any script, spaces, apostrophes, periods and hyphens (GTF-072).
 * DECIDE: this pattern, because the spec names a name pattern without showing it.
 */
const GROUND_TRANSFER_NAME_PATTERN = /^\p{L}[\p{L}\p{M}' .-]*$/u;
/**
 * A phone number with its international code: '+', then 7 to 15 digits; spaces, dots, hyphens and parentheses allowed (GTF-074).
 * DECIDE: E.164 length with common separators, because the spec names a phone pattern without showing it.
 */
const GROUND_TRANSFER_PHONE_PATTERN = /^\+(?:[\s().-]*\d){7,15}[\s().-]*$/;

const required = (message: string = GROUND_TRANSFER_MESSAGES.required) =>
  z.string({ error: GROUND_TRANSFER_MESSAGES.required }).trim().min(1, message);

/** The contact form as submitted, with the spec's messages (GTF-071..075). */
export const groundTransferContactFormSchema = z.object({
  firstName: required().regex(GROUND_TRANSFER_NAME_PATTERN, GROUND_TRANSFER_MESSAGES.invalidName),
  lastName: required().regex(GROUND_TRANSFER_NAME_PATTERN, GROUND_TRANSFER_MESSAGES.invalidName),
  email: required().pipe(z.email(GROUND_TRANSFER_MESSAGES.invalidEmail)),
  phone: required(GROUND_TRANSFER_MESSAGES.invalidPhone).regex(
    GROUND_TRANSFER_PHONE_PATTERN,
    GROUND_TRANSFER_MESSAGES.invalidPhone,
  ),
  termsAndConditions: z.literal(true, { error: GROUND_TRANSFER_MESSAGES.acceptTerms }),
});

/** A short id: 6 to 21 URL-safe characters (GTF-032). */
const groundTransferShortIdSchema = z.string().regex(/^[A-Za-z0-9_-]{6,21}$/, 'Not a short id');

/** A ground-transfer add-on on a booking (GTF-031..035). */
export const groundTransferAddOnSchema = z.object({
  addOnId: groundTransferShortIdSchema,
  /** The booking customer's _id. */
  user: z.string().min(1),
  type: z.literal(GROUND_TRANSFER_ADD_ON_TYPE),
  /** The ground-transfer booking (_id) the add-on pays for. */
  groundTransfer: z.string().min(1).optional(),
  quantity: z.literal(GROUND_TRANSFER_ADD_ON_UNIT_QUANTITY).default(GROUND_TRANSFER_ADD_ON_UNIT_QUANTITY),
  /** Price with fee in integer minor units. */
  unitPriceWithFee: z.number().int().min(0),
  deleted: z.boolean().default(false),
});
export type GroundTransferAddOn = z.infer<typeof groundTransferAddOnSchema>;
