// What the cancel section, the pay-balance page and the cancel dialog need from a cancel-booking snapshot.
import type { SnapshotFrom } from 'xstate';
import {
  CANCELLATION_MESSAGES,
  cancelBookingAffordance,
  cancelBookingClick,
  cancelDialogQuestions,
  eligibleRefundMethods,
} from '@caravan/domain';
import type { cancelBookingMachine } from './cancel-booking.machine.js';

type CancelBookingSnapshot = SnapshotFrom<typeof cancelBookingMachine>;

export type CancelBookingStep = 'closed' | 'pay-balance' | 'dialog' | 'submitting' | 'failed' | 'received' | 'done';

export const selectCancelBookingStep = (s: CancelBookingSnapshot): CancelBookingStep =>
  s.matches('payBalance')
    ? 'pay-balance'
    : s.matches('dialog')
      ? 'dialog'
      : s.matches('submitting')
        ? 'submitting'
        : s.matches('failed')
          ? 'failed'
          : s.matches('received')
            ? 'received'
            : s.matches('returnedToTrip')
              ? 'done'
              : 'closed';
/** The Cancel Booking button or the email-request message (CAN-006, CAN-007). */
export const selectCancelAffordance = (s: CancelBookingSnapshot) =>
  cancelBookingAffordance(s.context.tripDetails.canCancel);
/** What the dialog asks and offers (CAN-009, CAN-012). */
export const selectCancelDialogQuestions = (s: CancelBookingSnapshot) =>
  cancelDialogQuestions(s.context.tripDetails.refundMethods);
export const selectRefundMethods = (s: CancelBookingSnapshot) =>
  eligibleRefundMethods(s.context.tripDetails.refundMethods);
/** Whether the dialog's Cancel Booking button is enabled (CAN-010). */
export const selectCanClickCancel = (s: CancelBookingSnapshot) => s.can({ type: 'cancel.confirm' });
/** The final warning once the first click happened (CAN-015). */
export const selectFinalWarning = (s: CancelBookingSnapshot): string | null => {
  if (!s.matches({ dialog: 'warning' })) return null;
  const click = cancelBookingClick(false);
  return click.action === 'warn' ? click.warning : null;
};
/** The received dialog text (CAN-017). */
export const selectReceivedMessage = (s: CancelBookingSnapshot): string | null =>
  s.matches('received') ? CANCELLATION_MESSAGES.received : null;
/** Whether the trip page's Cancel Booking button opens the flow now (CAN-006). */
export const selectCanStartCancel = (s: CancelBookingSnapshot) => s.can({ type: 'cancel.start' });
/** The dialog's answers so far (reason, other description, refund method) and the trip's cancel details. */
export const selectCancelBookingContext = (s: CancelBookingSnapshot) => s.context;
