// The confirmation modal behind 'Update Booking' (MBK-052, MBK-059): the changes' total and what happens next.
import { confirmationModeForBalance, formatTripSummaryTotal, pendingChangesLabel } from '@caravan/domain';
import { selectConfirmationModalOpen, selectPendingChangeCount, selectTripSummary } from '@caravan/machines';
import { Button, ModalDialog } from '@caravan/ui';
import { ManageBookingActor } from '../manage-booking-actor.js';

export function ConfirmChangesDialog() {
  const manage = ManageBookingActor.useActorRef();
  const open = ManageBookingActor.useSelector(selectConfirmationModalOpen);
  const summary = ManageBookingActor.useSelector(selectTripSummary);
  const count = ManageBookingActor.useSelector(selectPendingChangeCount);
  const balance = summary.bookingPaymentData.dueAmount;
  const paying = confirmationModeForBalance(balance) === 'payment';
  return (
    <ModalDialog
      title="Update your booking?"
      isOpen={open}
      onOpenChange={(o) => {
        if (!o) manage.send({ type: 'confirmation.close' });
      }}
      actions={({ close }) => (
        <>
          <Button variant="secondary" onPress={close}>
            Keep editing
          </Button>
          <Button onPress={() => manage.send({ type: 'booking.confirm' })}>
            {paying ? 'Continue to payment' : 'Confirm changes'}
          </Button>
        </>
      )}
    >
      <p>
        {pendingChangesLabel(count)} totalling{' '}
        <strong>{formatTripSummaryTotal(summary.totalWithInsurance).text}</strong>.
      </p>
      <p>
        Your balance after the changes is <strong>{formatTripSummaryTotal(balance).text}</strong>.{' '}
        {paying ? 'You will choose how much to pay on the next page.' : 'No payment is needed.'}
      </p>
    </ModalDialog>
  );
}
