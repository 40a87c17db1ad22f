// The flow's requests from its state: the create-transfers request, each leg with full details and a chosen quote
// (OAP-008), and the insurance reprice of the booking with those transfers (GTF-042, OAP-011).
import {
  GROUND_TRANSFER_STAGES,
  type GroundTransferFlowState,
  type GroundTransferLeg,
  type GroundTransferStage,
  areGroundTransferTravelDetailsComplete,
  assertGroundTransferStateReady,
  withGroundTransfersInsured,
} from '@caravan/domain';
import type { RepriceInsuranceOutput } from '@caravan/machines';
import { travelerApi } from '../api.js';
import type { CreateFocTransfersBody, CreateTransfersBody } from './transfer-api.js';

/** The legs the traveler is booking: full details and a chosen quote. */
export const bookedStages = (flow: Pick<GroundTransferFlowState, GroundTransferStage>): GroundTransferStage[] =>
  GROUND_TRANSFER_STAGES.filter((s) => areGroundTransferTravelDetailsComplete(flow[s]) && flow[s].selectedQuote);

const legBody = (stage: GroundTransferStage, leg: GroundTransferLeg) => {
  const d = leg.detail;
  return {
    stage,
    originPlaceId: d.pickup?.id ?? '',
    destinationPlaceId: d.dropOff?.id ?? '',
    pickupDateTime: d.pickupDateTime ?? '',
    passengers: d.passengers ?? 1,
    carryOnLuggage: d.luggage?.hand ?? 0,
    checkedLuggage: d.luggage?.checked ?? 0,
    flightNumber: d.flightNumber,
    quoteExternalId: leg.selectedQuote?.externalId ?? '',
  };
};

export function createBodyOf(bookingId: string, flow: GroundTransferFlowState, cardToken: string): CreateTransfersBody {
  return {
    bookingId,
    legs: bookedStages(flow).map((s) => legBody(s, flow[s])),
    contact: flow.contact,
    cardToken,
  };
}

/** The host's request: the same legs and contact for one FOC traveler, no card (GTF-014). */
export function focBodyOf(focTravelerId: string, flow: GroundTransferFlowState): CreateFocTransfersBody {
  return { focTravelerId, legs: bookedStages(flow).map((s) => legBody(s, flow[s])), contact: flow.contact };
}

/** The chosen transfers' prices, as the insurance covers them. */
export const chosenPrices = (flow: Pick<GroundTransferFlowState, GroundTransferStage>): number[] =>
  bookedStages(flow).map((s) => flow[s].selectedQuote?.price ?? 0);

/** Reprices the booking's insurance with the chosen transfers insured too; the server books on the same amount. */
export async function repriceWithTransfers(
  tripId: string,
  bookingId: string,
  flow: GroundTransferFlowState,
  api: Pick<typeof travelerApi, 'bookings' | 'repriceQuotes'> = travelerApi,
): Promise<RepriceInsuranceOutput> {
  // GTF-027: the transfer state needs its trip and booking loaded; either missing is the domain's not-ready error.
  const { booking } = assertGroundTransferStateReady({
    trip: tripId,
    booking: (await api.bookings(tripId)).find((b) => b._id === bookingId),
  });
  const { travelAmount, additionalParticipants, addOns, status } = withGroundTransfersInsured(
    booking,
    chosenPrices(flow),
  );
  const quote = await api.repriceQuotes(bookingId, { travelAmount, additionalParticipants, addOns, status });
  return { adjustment: quote.insuranceChange, repricedAddOn: quote.repricedAddOns[0] ?? null };
}
