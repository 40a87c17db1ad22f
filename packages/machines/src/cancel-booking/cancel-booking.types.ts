// Traveler cancel-booking flow: context, input and events (a discriminated union).
import type {
  BookingStatus,
  CancelBookingRequest,
  CancellationTripDetails,
  TravelerType,
  TripStatus,
} from '@caravan/domain';

export interface CancelBookingContext {
  bookingId: string;
  /** The booking's balance in minor units; above 0 a balance is owed (CAN-008). */
  dueAmount: number;
  /** Trip details of the cancel flow: canCancel, refund methods, cancel reasons (CAN-001). */
  tripDetails: CancellationTripDetails;
  /** Who is looking and at what (CAN-004): the cancel section's visibility rule. */
  isCustomer: boolean;
  travelerType: TravelerType | undefined;
  bookingStatus: BookingStatus;
  isPendingCancellation: boolean;
  tripStatus: TripStatus;
  /** The dialog's answers. */
  reason: string | undefined;
  otherDescription: string | undefined;
  selectedRefundMethod: string | undefined;
  /** The error of a failed submission, shown in the dialog. */
  error: string | null;
  /** Whether the trip and booking records were re-fetched after the cancellation (CAN-019). */
  refetched: boolean;
  /** The traveler chose to go on cancelling without settling the balance (MKT-039): fresh records keep them in the dialog. */
  goingOnWithBalance: boolean;
}

export type CancelBookingInput = Pick<
  CancelBookingContext,
  | 'bookingId'
  | 'dueAmount'
  | 'tripDetails'
  | 'isCustomer'
  | 'travelerType'
  | 'bookingStatus'
  | 'isPendingCancellation'
  | 'tripStatus'
>;

/** What the injected submitCancellation actor receives (traveler-app §7 'Cancel booking'). */
export type SubmitCancellationInput = CancelBookingRequest;

/** What the injected refetchTripAndBooking actor receives. */
export interface RefetchInput {
  bookingId: string;
}

export type CancelBookingEvent =
  | { type: 'cancel.start' }
  | { type: 'balance.updated'; dueAmount: number }
  /** The trip and booking records were re-fetched (a payment changed the balance): the flow reads them afresh. */
  | { type: 'cancel.refresh'; input: CancelBookingInput }
  /** On the pay-balance page: go on to cancel without paying the balance (MKT-039). */
  | { type: 'cancel.continue' }
  | { type: 'cancel.selectReason'; reason: string }
  | { type: 'cancel.describeOther'; description: string }
  | { type: 'cancel.selectRefundMethod'; description: string }
  | { type: 'cancel.confirm' }
  | { type: 'cancel.dismiss' }
  | { type: 'cancel.close' };
