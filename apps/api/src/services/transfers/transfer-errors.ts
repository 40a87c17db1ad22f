// The ground-transfer API's error codes and the provider errors mapped to API errors.
import {
  GROUND_TRANSFER_INELIGIBILITY_MESSAGES,
  type GroundTransferIneligibilityReason,
  MAPS_STATUS_ERROR_FIELD,
} from '@caravan/domain';
import { AppError } from '../../errors/app-error.js';
import { MapsError } from '../../providers/maps/index.js';
import { TransferProviderError } from '../../providers/transfers/index.js';
import { FinalFailure } from '../booking/idempotency.js';

export const TRANSFER_ERROR_CODES = {
  notBookable: 'GROUND_TRANSFER_NOT_BOOKABLE',
  quotesFailed: 'GROUND_TRANSFER_QUOTES_FAILED',
  quoteUnavailable: 'GROUND_TRANSFER_QUOTE_UNAVAILABLE',
  unknownPlace: 'GROUND_TRANSFER_UNKNOWN_PLACE',
  durationFailed: 'GROUND_TRANSFER_DURATION_FAILED',
  bookingFailed: 'GROUND_TRANSFER_BOOKING_FAILED',
  cardRequired: 'GROUND_TRANSFER_CARD_REQUIRED',
  duplicate: 'GROUND_TRANSFER_ALREADY_BOOKED',
} as const;

/** A refused booking names its reason (GTR-021): 409 with the reason code in `fields.reason`. */
export const notBookable = (reason: GroundTransferIneligibilityReason) =>
  new AppError(409, TRANSFER_ERROR_CODES.notBookable, GROUND_TRANSFER_INELIGIBILITY_MESSAGES[reason], { reason });

/** The provider's quote failure as a 502 (time-out 504): the flow shows its retry (GTF-058, GTF-059). */
export function quotesFailed(error: unknown): AppError {
  if (!(error instanceof TransferProviderError)) throw error;
  return new AppError(error.kind === 'timeout' ? 504 : 502, TRANSFER_ERROR_CODES.quotesFailed, error.message);
}

/** The distance matrix failed (traveler-app §8): the flow clears the estimated duration (GTF-066). */
export function durationFailed(error: unknown): AppError {
  if (!(error instanceof MapsError)) throw error;
  return new AppError(502, TRANSFER_ERROR_CODES.durationFailed, error.message, {
    [MAPS_STATUS_ERROR_FIELD]: error.status,
  });
}

/** The same leg (stage, pickup time, places) is already booked on the booking: a second tab or a double submit. */
export const alreadyBooked = () =>
  new AppError(
    409,
    TRANSFER_ERROR_CODES.duplicate,
    'This transfer is already booked on your booking. Check your rides before booking it again.',
  );

/** Money moved and was given back: the final answer of the request, stored under its Idempotency-Key. */
export function refundedBookingFailure(cause: unknown): AppError {
  // A refusal (already booked, no longer bookable) stays what it was, now saying the card was refunded.
  if (cause instanceof AppError && cause.status < 500)
    return new AppError(cause.status, cause.code, `${cause.message} Your card was refunded in full.`, cause.fields);
  const failure = new FinalFailure(
    502,
    TRANSFER_ERROR_CODES.bookingFailed,
    'We could not book your transfer, so your card was refunded in full and nothing changed. Please try again.',
  );
  failure.cause = cause;
  return failure;
}
