// What an operator reads of a trip they review and price (§2 Operator app, §3 Trip, §4 editability), and of a trip
// request before its trip exists: the host-request summary, pricing, the field groups open now, the allowed moves.
import {
  HOST_REQUEST_SUMMARY_SECTIONS,
  TRIP_FIELD_GROUPS,
  TRIP_REQUEST_STATUSES,
  TRIP_STATUSES,
} from '@caravan/domain';
import { z } from '@hono/zod-openapi';

const summarySection = z.object({ title: z.enum(HOST_REQUEST_SUMMARY_SECTIONS), lines: z.array(z.string()) });
const named = z.object({ id: z.uuid(), name: z.string() });
/** The itinerary of a trip or request, with the operator code its review details show (OPI-023). */
const itineraryRef = named.extend({ operatorCode: z.string().nullable() });
const action = z.object({ allowed: z.boolean(), reason: z.string().nullable() });

export const operatorTripDayService = z
  .object({
    id: z.uuid(),
    dayIndex: z.number().int(),
    duration: z.number().int(),
    position: z.number().int(),
    removed: z.boolean(),
    service: z.object({ id: z.uuid(), type: z.string(), name: z.string() }),
  })
  .openapi('OperatorTripDayService');

export const operatorTripCostThreshold = z.object({
  numberOfTravelers: z.number().int().min(0),
  pricePerTraveler: z.number().int().min(0),
});

export const operatorTripView = z
  .object({
    id: z.uuid(),
    shortId: z.string(),
    name: z.string(),
    status: z.enum(TRIP_STATUSES),
    startDate: z.iso.date(),
    endDate: z.iso.date().nullable(),
    currency: z.string(),
    itinerary: itineraryRef,
    host: named,
    tripRequestId: z.uuid().nullable(),
    summary: z.array(summarySection),
    pricing: z.object({
      minimumSpots: z.number().int().nullable(),
      maximumSpots: z.number().int(),
      focQuantity: z.number().int(),
      costThresholds: z.array(operatorTripCostThreshold),
      singleSupplementPrice: z.number().int(),
      singleSupplementQuantity: z.number().int(),
      operatorTerms: z.boolean(),
      /** The reference the operator's price is compared with (minor units per traveler), and where it comes from. */
      referencePrice: z.number().int(),
      reference: z.enum(['suggested', 'inventory']),
      workshopSpaceTotal: z.number().int(),
    }),
    /** The field groups editable in the trip's status (OPT-021…025), and whether services may be changed now. */
    editable: z.array(z.enum(TRIP_FIELD_GROUPS)),
    servicesEditable: z.boolean(),
    technicalItinerary: z.object({ operatorApproved: z.boolean(), adminApproved: z.boolean() }),
    manifestAvailable: z.boolean(),
    /** The itinerary PDF's file name: trip name, destination and first date (OPI-046). */
    pdfFileName: z.string(),
    /** What the trip machine says of the operator's moves now, with the refusal when it says no. */
    actions: z.object({ approve: action, submitTechnicalItinerary: action }),
    servicesByDay: z.array(operatorTripDayService),
  })
  .strict()
  .openapi('OperatorTrip');
export type OperatorTripView = z.infer<typeof operatorTripView>;

export const operatorTripRequestView = z
  .object({
    id: z.uuid(),
    status: z.enum(TRIP_REQUEST_STATUSES),
    startDate: z.iso.date().nullable(),
    selectedPackage: z.string(),
    additionalRequests: z.string(),
    itinerary: itineraryRef,
    host: named,
    summary: z.array(summarySection),
    /** The trip made from the request, once there is one. */
    tripId: z.uuid().nullable(),
    /** Whether the trip-request machine lets this operator create the trip now. */
    createTrip: action,
  })
  .strict()
  .openapi('OperatorTripRequest');
export type OperatorTripRequestView = z.infer<typeof operatorTripRequestView>;
