// The Cancel Booking section and dialog (CAN-004..026): policy texts, the button or the email-request message, then
// reason, refund method, the two-click final warning, submission and 'We received your cancellation request.'.
import { CANCELLATION_MESSAGES, formatMinor, isRezdyBooking, OTHER_CANCEL_REASON } from '@caravan/domain';
import {
  selectCanClickCancel,
  selectCanStartCancel,
  selectCancelAffordance,
  selectCancelBookingContext,
  selectCancelBookingStep,
  selectCancelDialogQuestions,
  selectFinalWarning,
  selectReceivedMessage,
  selectRefundMethods,
} from '@caravan/machines';
import { Alert, Button, ModalDialog, Radio, RadioGroup, Select, TextField } from '@caravan/ui';
import { useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { useManageBooking } from '../manage-booking/ManageBookingContext.js';
import { tripPath } from '../routes.js';
import { useTrip } from '../shell/TripContext.js';
import { CancelPolicyList } from './CancelPolicyList.js';
import { RefundFigures } from './RefundFigures.js';

export function CancelBookingSection() {
  const { trip, booking } = useTrip();
  const { cancel } = useManageBooking();
  const affordance = useSelector(cancel, selectCancelAffordance);
  const canStart = useSelector(cancel, selectCanStartCancel);
  if (!booking) return null;
  const closed = booking.status === 'cancelled' || booking.isPendingCancellation;

  return (
    <section className="tv-Section tv-CancelSection" aria-labelledby="mb-cancel">
      <div className="tv-Section-head">
        <h2 id="mb-cancel" className="tv-SectionTitle">
          Cancel Booking
        </h2>
      </div>
      {closed ? (
        <p>
          {booking.isPendingCancellation
            ? 'Your cancellation request is being processed.'
            : 'This booking is cancelled.'}
        </p>
      ) : (
        <>
          {affordance.kind === 'button' ? (
            <CancelPolicyList
              trip={trip}
              bookingStatus={booking.status}
              isRezdyTrip={isRezdyBooking(booking)}
              now={new Date()}
            />
          ) : null}
          {affordance.kind === 'button' ? (
            <Button variant="danger" isDisabled={!canStart} onPress={() => cancel.send({ type: 'cancel.start' })}>
              Cancel Booking
            </Button>
          ) : (
            <p className="tv-Muted">{affordance.message}</p>
          )}
        </>
      )}
      <CancelDialog />
    </section>
  );
}

function CancelDialog() {
  const { trip, booking } = useTrip();
  const { cancel } = useManageBooking();
  const [, navigate] = useLocation();
  const step = useSelector(cancel, selectCancelBookingStep);
  const questions = useSelector(cancel, selectCancelDialogQuestions);
  const methods = useSelector(cancel, selectRefundMethods);
  const canClick = useSelector(cancel, selectCanClickCancel);
  const warning = useSelector(cancel, selectFinalWarning);
  const received = useSelector(cancel, selectReceivedMessage);
  const context = useSelector(cancel, selectCancelBookingContext);
  const open = step === 'dialog' || step === 'submitting' || step === 'failed' || step === 'received';
  const isOther = context.reason?.trim().toLowerCase() === OTHER_CANCEL_REASON;

  const close = () => {
    if (step === 'received') {
      cancel.send({ type: 'cancel.close' });
      navigate(tripPath(trip.id, 'trip-overview'));
    } else if (step !== 'submitting') cancel.send({ type: 'cancel.dismiss' });
  };

  if (received)
    return (
      <ModalDialog
        title={received}
        isOpen
        onOpenChange={(o) => {
          if (!o) close();
        }}
        actions={() => <Button onPress={close}>Back to my trip</Button>}
      >
        <p>{CANCELLATION_MESSAGES.refundTiming} We will e-mail you once your cancellation is processed.</p>
      </ModalDialog>
    );

  return (
    <ModalDialog
      title="Cancel your booking"
      isOpen={open}
      isDismissable={step !== 'submitting'}
      onOpenChange={(o) => {
        if (!o) close();
      }}
      actions={() => (
        <>
          <Button variant="secondary" isDisabled={step === 'submitting'} onPress={close}>
            Keep Booking
          </Button>
          {step === 'failed' ? (
            <Button onPress={() => cancel.send({ type: 'cancel.start' })}>Try again</Button>
          ) : (
            <Button
              variant="danger"
              isDisabled={!canClick && step !== 'submitting'}
              isPending={step === 'submitting'}
              onPress={() => cancel.send({ type: 'cancel.confirm' })}
            >
              Cancel Booking
            </Button>
          )}
        </>
      )}
    >
      {step === 'failed' ? (
        <Alert tone="danger" title="We couldn't cancel your booking">
          {context.error}
        </Alert>
      ) : (
        <div className="tv-Form">
          <Select
            label="Why are you cancelling?"
            placeholder="Choose a reason"
            options={context.tripDetails.cancelReasons.map((r) => ({ id: r.description, label: r.description }))}
            selectedKey={context.reason ?? null}
            onSelectionChange={(key) => {
              if (key !== null) cancel.send({ type: 'cancel.selectReason', reason: String(key) });
            }}
            isRequired
          />
          {isOther ? (
            <TextField
              label="Tell us more"
              value={context.otherDescription ?? ''}
              onChange={(description) => cancel.send({ type: 'cancel.describeOther', description })}
              isRequired
            />
          ) : null}
          {questions.refundMethod ? (
            <RadioGroup
              label="How would you like your refund?"
              variant="cards"
              value={context.selectedRefundMethod ?? null}
              onChange={(description) => cancel.send({ type: 'cancel.selectRefundMethod', description })}
            >
              {methods.map((m) => (
                <Radio
                  key={m.description}
                  value={m.description}
                  detail={`Refund ${formatMinor(m.refundAmount.refund)} · Trip credit ${formatMinor(m.refundAmount.tripCredit)}`}
                >
                  {m.description}
                </Radio>
              ))}
            </RadioGroup>
          ) : null}
          {booking ? (
            <RefundFigures
              paidAmount={booking.paidAmount}
              dueAmount={booking.dueAmount}
              currency={booking.currency}
              method={methods.find((m) => m.description === context.selectedRefundMethod)}
              methodChosen={methods.length === 0 || context.selectedRefundMethod !== undefined}
            />
          ) : null}
          {warning ? (
            <Alert tone="danger" title={warning}>
              Press Cancel Booking again to send your cancellation request.
            </Alert>
          ) : null}
        </div>
      )}
    </ModalDialog>
  );
}
