// The create-transfers request from the flow's state: each leg with full details and a chosen quote (OAP-008).
import {
  GROUND_TRANSFER_STAGES,
  type GroundTransferFlowState,
  type GroundTransferLeg,
  type GroundTransferStage,
  areGroundTransferTravelDetailsComplete,
} from '@caravan/domain';
import type { CreateTransfersBody } from './transfer-api.js';

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
