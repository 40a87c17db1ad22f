// Public surface of the cancellation area.
export * from './cancel-flow.rules.js';
export {
  CANCELLATION_MESSAGES,
  CANCELLATION_REASON_CODES,
  CANCELLATION_REASON_CODE_LIST,
  type CancellationReasonCode,
  OTHER_CANCEL_REASON,
} from './cancellation.constants.js';
export {
  type BookingCancellationOutputs,
  type CancelBookingRequest,
  type CancellationRefundMethod,
  type CancellationTripDetails,
  cancellationReasonCodeSchema,
} from './cancellation.schema.js';
export { calculateBookingCancellation } from './cancellation-calculator.rules.js';
export {
  type CancellationInputField,
  type CancellationInputs,
  cancellationInputErrors,
  cancellationRequiredInputs,
} from './cancellation-inputs.rules.js';
export { isRezdyBooking, travelerCancellationReasonCodes } from './traveler-cancellation.rules.js';
