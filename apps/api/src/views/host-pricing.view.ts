// The host's Pricing tab of a trip (HPR-001..HPR-025): the saved prices and advance, the cost inputs the portal
// recomputes the table from, the table at the saved prices, and the status decisions of the domain.
import {
  TRIP_STATUSES,
  costTableRowSchema,
  hostPricingQuote,
  isEarningsAdvanceEditable,
  isHostPricingEditable,
  requiresHostPricingReacceptance,
  showsCopyTripPageLinkCard,
  showsReviewItineraryPrompt,
  showsServiceAgreementLink,
  wholeMajorOf,
  type CurrencyCode,
  type TripStatus,
} from '@caravan/domain';
import { z } from '@hono/zod-openapi';

export const hostPricingView = z
  .object({
    tripId: z.uuid(),
    tripName: z.string(),
    tripStatus: z.enum(TRIP_STATUSES),
    currency: z.string(),
    /** The public trip page's path, for the copy-link card (HPR-006); null before the trip has one. */
    tripPagePath: z.string().nullable(),
    hostLevel: z.number().int(),
    minimumSpots: z.number().int().nullable(),
    maximumSpots: z.number().int(),
    costThresholds: z.array(z.object({ numberOfTravelers: z.number().int(), pricePerTraveler: z.number().int() })),
    focQuantity: z
      .number()
      .int()
      .openapi({ description: "Free-of-charge spots (host and companions) the travelers' cost shares (OPT-055)" }),
    /** Early bird and regular price in whole dollars (HPR-015); null before the host has priced the trip. */
    initialPrice: z.number().int().nullable(),
    remainingPrice: z.number().int().nullable(),
    /** The earnings advance in minor units. */
    flightStipend: z.number().int(),
    editable: z.boolean().openapi({ description: 'Whether prices may change in this status (HPR-009)' }),
    advanceEditable: z.boolean().openapi({ description: 'Whether the earnings advance may change (HPR-009)' }),
    requiresReacceptance: z
      .boolean()
      .openapi({ description: "Whether a save needs 'I agree to updated terms of service' (HPR-010)" }),
    showsServiceAgreementLink: z.boolean(),
    showsReviewItineraryPrompt: z.boolean(),
    showsCopyTripPageLinkCard: z.boolean(),
    termsAcceptedAt: z.iso.datetime().nullable(),
    /** The Potential Earnings table and the advance cap at the saved prices (HPR-002, HPR-021, HPR-024). */
    quote: z
      .object({
        minimumSpots: z.number().int(),
        rows: z.array(costTableRowSchema),
        tableError: z.string().nullable(),
        minimumEarnings: z.number().int().nullable(),
        advanceCap: z.number().int(),
        serviceFeePercent: z.number(),
        transactionFeePercent: z.number(),
      })
      .strict(),
  })
  .strict()
  .openapi('HostPricing');
export type HostPricingView = z.infer<typeof hostPricingView>;

/** The stored trip as the view reads it (money in minor units). */
export interface HostPricingTripRow {
  id: string;
  name: string;
  status: TripStatus;
  currency: string;
  tripPath: string | null;
  minimumSpots: number | null;
  maximumSpots: number;
  costThresholds: { numberOfTravelers: number; pricePerTraveler: number }[];
  focQuantity: number;
  priceInitial: number | null;
  priceRemaining: number | null;
  flightStipend: number | null;
  termsAcceptedAt: Date | null;
}

const dollars = (minor: number | null) => (minor === null ? null : wholeMajorOf(minor));

export function toHostPricingView(trip: HostPricingTripRow, hostLevel: number): HostPricingView {
  const initialPrice = dollars(trip.priceInitial);
  const remainingPrice = dollars(trip.priceRemaining);
  const flightStipend = trip.flightStipend ?? 0;
  const q = hostPricingQuote({
    minimumSpots: trip.minimumSpots,
    maximumSpots: trip.maximumSpots,
    costThresholds: trip.costThresholds,
    initialPrice,
    remainingPrice,
    flightStipend,
    savedFlightStipend: trip.flightStipend,
    hostLevel,
    focQuantity: trip.focQuantity,
    currency: trip.currency as CurrencyCode,
  });
  return {
    tripId: trip.id,
    tripName: trip.name,
    tripStatus: trip.status,
    currency: trip.currency,
    tripPagePath: trip.tripPath ? `/trips/${trip.tripPath}` : null,
    hostLevel,
    minimumSpots: trip.minimumSpots,
    maximumSpots: trip.maximumSpots,
    costThresholds: trip.costThresholds.map((t) => ({
      numberOfTravelers: t.numberOfTravelers,
      pricePerTraveler: t.pricePerTraveler,
    })),
    focQuantity: trip.focQuantity,
    initialPrice,
    remainingPrice,
    flightStipend,
    editable: isHostPricingEditable(trip.status),
    advanceEditable: isEarningsAdvanceEditable(trip.status),
    requiresReacceptance: requiresHostPricingReacceptance(trip.status),
    showsServiceAgreementLink: showsServiceAgreementLink(trip.status),
    showsReviewItineraryPrompt: showsReviewItineraryPrompt(trip.status),
    showsCopyTripPageLinkCard: showsCopyTripPageLinkCard(trip.status),
    termsAcceptedAt: trip.termsAcceptedAt?.toISOString() ?? null,
    quote: {
      minimumSpots: q.minimumSpots,
      rows: q.rows,
      tableError: q.tableError,
      minimumEarnings: q.minimumEarnings,
      advanceCap: q.advanceCap,
      serviceFeePercent: q.serviceFeePercent,
      transactionFeePercent: q.transactionFeePercent,
    },
  };
}
