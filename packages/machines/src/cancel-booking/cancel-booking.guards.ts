// Cancel-booking guards: one-line adapters over the cancel-flow rules of @caravan/domain.
import {
  cancelBookingClick,
  cancelBookingStartStep,
  canSubmitCancellation,
  isCancelBookingSectionShown,
} from '@caravan/domain';
import type { CancelBookingContext, CancelBookingEvent } from './cancel-booking.types.js';

type Args = { context: CancelBookingContext; event: CancelBookingEvent };

export const cancelBookingGuards = {
  /** CAN-004, CAN-006: the customer sees Cancel Booking under the booking and trip status rules, and only when canCancel. */
  canStartCancel: ({ context }: Args) => isCancelBookingSectionShown(context) && context.tripDetails.canCancel,
  /** CAN-008: with a balance owed, cancelling first leads to the pay-balance page. */
  owesBalance: ({ context }: Args) => cancelBookingStartStep(context.dueAmount) === 'pay-balance',
  /** CAN-010, CAN-011, CAN-013: a reason is chosen ('other' needs its text) and, with several refund methods, one is chosen. */
  canSubmit: ({ context }: Args) =>
    canSubmitCancellation({
      reason: context.reason,
      otherDescription: context.otherDescription,
      refundMethods: context.tripDetails.refundMethods,
      selectedRefundMethod: context.selectedRefundMethod,
    }),
  /** CAN-015: the first click turns on the final warning (the warning is not yet shown). */
  // Stryker disable next-line ConditionalExpression: the domain's click rule is a constant; the machine's warning state decides which click this is
  isFirstClick: (_: Args) => cancelBookingClick(false).action === 'warn',
  /** CAN-016: the second click, with the warning shown, submits. */
  // Stryker disable next-line ConditionalExpression: as above, for the second click
  isSecondClick: (_: Args) => cancelBookingClick(true).action === 'submit',
};
