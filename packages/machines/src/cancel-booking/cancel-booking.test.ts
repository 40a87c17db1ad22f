import fc from 'fast-check';
import { createActor, fromPromise, initialTransition, transition } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  CANCELLATION_MESSAGES,
  type CancelBookingRequest,
  canSubmitCancellation,
  isCancelBookingSectionShown,
} from '@caravan/domain';
import { modelCoverage } from '../shared/coverage.js';
import { explainEvent } from '../shared/explain.js';
import { cancelBookingMachine } from './cancel-booking.machine.js';
import { cancelBookingModel } from './cancel-booking.model.js';
import {
  selectCancelAffordance,
  selectCancelBookingStep,
  selectCanClickCancel,
  selectCanStartCancel,
  selectFinalWarning,
  selectReceivedMessage,
} from './cancel-booking.selectors.js';
import type { CancelBookingInput } from './cancel-booking.types.js';

const base = cancelBookingModel.input as CancelBookingInput;
const noBalance: CancelBookingInput = { ...base, dueAmount: 0 };
const m = cancelBookingMachine;

const openDialog = (input: CancelBookingInput = noBalance) => {
  const [start] = initialTransition(m, input);
  return transition(m, start, { type: 'cancel.start' })[0];
};
const send = (s: ReturnType<typeof openDialog>, ...events: Parameters<typeof transition<typeof m>>[2][]) =>
  events.reduce((acc, e) => transition(m, acc, e)[0], s);

describe('cancel-booking machine', () => {
  it('[CAN-006] [CAN-007] Cancel Booking starts the flow only when canCancel; otherwise the email request shows', () => {
    const [start] = initialTransition(m, { ...noBalance, tripDetails: { ...noBalance.tripDetails, canCancel: false } });
    expect(start.can({ type: 'cancel.start' })).toBe(false);
    expect(selectCanStartCancel(start)).toBe(false);
    expect(selectCanStartCancel(initialTransition(m, noBalance)[0])).toBe(true);
    expect(selectCancelAffordance(start)).toEqual({
      kind: 'email-request',
      message: CANCELLATION_MESSAGES.emailRequest,
    });
    expect(explainEvent(start, { type: 'cancel.start' })).toEqual({
      allowed: false,
      reason: 'guard',
      guards: ['canStartCancel'],
    });
  });

  it('[CAN-004] only the booking customer may start cancelling', () => {
    const [start] = initialTransition(m, { ...noBalance, isCustomer: false });
    expect(start.can({ type: 'cancel.start' })).toBe(false);
    expect(selectCanStartCancel(start)).toBe(false);
  });

  it('[CAN-008] with a balance owed cancelling first leads to the pay-balance page', () => {
    const s = openDialog(base);
    expect(selectCancelBookingStep(s)).toBe('pay-balance');
    expect(selectCancelBookingStep(send(s, { type: 'balance.updated', dueAmount: 0 }))).toBe('dialog');
    expect(selectCancelBookingStep(openDialog(noBalance))).toBe('dialog');
  });

  it('[CAN-010] [CAN-013] Cancel Booking stays disabled until a reason and, with several methods, a refund method are chosen', () => {
    const s = openDialog();
    expect(selectCanClickCancel(s)).toBe(false);
    const reason = send(s, { type: 'cancel.selectReason', reason: 'Change of plans' });
    expect(selectCanClickCancel(reason)).toBe(false);
    const both = send(reason, { type: 'cancel.selectRefundMethod', description: 'Trip credit' });
    expect(selectCanClickCancel(both)).toBe(true);
  });

  it('[CAN-014] [CAN-012] with exactly one eligible refund method it is preselected', () => {
    const one = {
      ...noBalance,
      tripDetails: {
        ...noBalance.tripDetails,
        refundMethods: [
          { description: 'Refund to card', refundAmount: { refund: 100, tripCredit: 0 } },
          { description: 'Nothing', refundAmount: { refund: 0, tripCredit: 0 } },
        ],
      },
    };
    const s = openDialog(one);
    expect(s.context.selectedRefundMethod).toBe('Refund to card');
    expect(selectCanClickCancel(send(s, { type: 'cancel.selectReason', reason: 'Illness' }))).toBe(true);
  });

  it("[CAN-011] with the reason 'other' the free-text description is needed and sent as the reason", async () => {
    const sent: CancelBookingRequest[] = [];
    const machine = m.provide({
      actors: {
        submitCancellation: fromPromise<unknown, CancelBookingRequest>(async ({ input }) => {
          sent.push(input);
          return { success: true };
        }),
      },
    });
    const actor = createActor(machine, { input: noBalance }).start();
    actor.send({ type: 'cancel.start' });
    actor.send({ type: 'cancel.selectReason', reason: 'other' });
    actor.send({ type: 'cancel.selectRefundMethod', description: 'Trip credit' });
    expect(actor.getSnapshot().can({ type: 'cancel.confirm' })).toBe(false);
    actor.send({ type: 'cancel.describeOther', description: 'Family matters' });
    actor.send({ type: 'cancel.confirm' });
    actor.send({ type: 'cancel.confirm' });
    await new Promise((r) => setTimeout(r, 0));
    expect(sent).toEqual([
      {
        bookingId: 'booking-1',
        reason: 'Family matters',
        refundMethodDescription: 'Trip credit',
        refundAmount: 0,
        tripCreditAmount: 25_000,
      },
    ]);
  });

  it('[CAN-015] the first click on Cancel Booking turns on the final warning', () => {
    const ready = send(
      openDialog(),
      { type: 'cancel.selectReason', reason: 'Change of plans' },
      { type: 'cancel.selectRefundMethod', description: 'Trip credit' },
    );
    expect(selectFinalWarning(ready)).toBeNull();
    const warned = send(ready, { type: 'cancel.confirm' });
    expect(selectFinalWarning(warned)).toBe('The following step is final. Are you sure?');
    expect(selectCancelBookingStep(warned)).toBe('dialog');
    // changing an answer turns the warning off again
    expect(selectFinalWarning(send(warned, { type: 'cancel.selectReason', reason: 'Illness' }))).toBeNull();
  });

  it('[CAN-016] the second click on Cancel Booking submits the cancellation', () => {
    const warned = send(
      openDialog(),
      { type: 'cancel.selectReason', reason: 'Change of plans' },
      { type: 'cancel.selectRefundMethod', description: 'Trip credit' },
      { type: 'cancel.confirm' },
    );
    const submitted = send(warned, { type: 'cancel.confirm' });
    expect(selectCancelBookingStep(submitted)).toBe('submitting');
  });

  it('[CAN-017] [CAN-018] [CAN-019] on success the received dialog shows, trip and booking are re-fetched, closing returns to the trip', async () => {
    const calls: string[] = [];
    const machine = m.provide({
      actors: {
        submitCancellation: fromPromise<unknown, CancelBookingRequest>(async ({ input }) => {
          calls.push(`cancel ${input.bookingId}`);
          return { success: true };
        }),
        refetchTripAndBooking: fromPromise<unknown, { bookingId: string }>(async ({ input }) => {
          calls.push(`refetch ${input.bookingId}`);
        }),
      },
    });
    const actor = createActor(machine, { input: noBalance }).start();
    for (const e of [
      { type: 'cancel.start' },
      { type: 'cancel.selectReason', reason: 'Change of plans' },
      { type: 'cancel.selectRefundMethod', description: 'Refund to card' },
      { type: 'cancel.confirm' },
      { type: 'cancel.confirm' },
    ] as const)
      actor.send(e);
    await new Promise((r) => setTimeout(r, 0));
    await new Promise((r) => setTimeout(r, 0));
    const s = actor.getSnapshot();
    expect(selectReceivedMessage(s)).toBe('We received your cancellation request.');
    expect(calls).toEqual(['cancel booking-1', 'refetch booking-1']);
    expect(s.context.refetched).toBe(true);
    actor.send({ type: 'cancel.close' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a failed submission keeps the booking and shows the error', () => {
    const submitting = send(
      openDialog(),
      { type: 'cancel.selectReason', reason: 'Change of plans' },
      { type: 'cancel.selectRefundMethod', description: 'Trip credit' },
      { type: 'cancel.confirm' },
      { type: 'cancel.confirm' },
    );
    const [failed] = transition(m, submitting, {
      type: 'xstate.error.actor.submitCancellation',
      error: new Error('Booking already cancelled'),
    } as never);
    expect(selectCancelBookingStep(failed)).toBe('failed');
    expect(failed.context.error).toBe('Booking already cancelled');
  });

  it('the start guard agrees with the domain visibility rule and canCancel', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.constantFrom('traveler-primary', 'traveler-secondary', undefined),
        fc.constantFrom('pending', 'awaiting', 'waitlist', 'confirmed', 'cancelled'),
        fc.boolean(),
        fc.constantFrom('live', 'confirmed', 'closed', 'complete', 'cancelled'),
        fc.boolean(),
        (isCustomer, travelerType, bookingStatus, isPendingCancellation, tripStatus, canCancel) => {
          const input = {
            ...noBalance,
            isCustomer,
            travelerType: travelerType as never,
            bookingStatus,
            isPendingCancellation,
            tripStatus,
            tripDetails: { ...noBalance.tripDetails, canCancel },
          } as CancelBookingInput;
          const [s] = initialTransition(m, input);
          expect(s.can({ type: 'cancel.start' })).toBe(isCancelBookingSectionShown(input) && canCancel);
        },
      ),
    );
  });

  it('the first-click guard agrees with the domain submit rule for any answers', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(undefined, 'Change of plans', 'other', 'Other'),
        fc.constantFrom(undefined, '', 'Family matters'),
        fc.constantFrom(undefined, 'Refund to card', 'Trip credit', 'Nothing back', 'Unknown'),
        (reason, otherDescription, selectedRefundMethod) => {
          let s = openDialog();
          if (reason) s = send(s, { type: 'cancel.selectReason', reason });
          if (otherDescription !== undefined)
            s = send(s, { type: 'cancel.describeOther', description: otherDescription });
          if (selectedRefundMethod)
            s = send(s, { type: 'cancel.selectRefundMethod', description: selectedRefundMethod });
          expect(s.can({ type: 'cancel.confirm' })).toBe(
            canSubmitCancellation({
              reason,
              otherDescription,
              refundMethods: noBalance.tripDetails.refundMethods,
              selectedRefundMethod,
            }),
          );
        },
      ),
    );
  });

  it('[CAN-008] fresh records after paying the balance resume the flow at its start: the dialog opens from them', () => {
    const [closed] = initialTransition(m, base);
    const payBalance = send(closed, { type: 'cancel.start' });
    expect(selectCancelBookingStep(payBalance)).toBe('pay-balance');
    const paid = send(payBalance, { type: 'cancel.refresh', input: { ...base, dueAmount: 0 } });
    expect(selectCancelBookingStep(paid)).toBe('dialog');
    expect(paid.context.dueAmount).toBe(0);
  });

  it('[MKT-039] [CAN-008] on the pay-balance page the traveler can go on to cancel without paying, and stays in the dialog', () => {
    const payBalance = openDialog(base);
    expect(selectCancelBookingStep(payBalance)).toBe('pay-balance');
    expect(payBalance.can({ type: 'cancel.continue' })).toBe(true);
    const dialog = send(payBalance, { type: 'cancel.continue' });
    expect(selectCancelBookingStep(dialog)).toBe('dialog');
    expect(dialog.context.dueAmount).toBe(base.dueAmount);
    // Fresh records (the balance still owed) do not send a traveler who chose to go on back to paying.
    const refreshed = send(dialog, { type: 'cancel.refresh', input: base });
    expect(selectCancelBookingStep(refreshed)).toBe('dialog');
    // The two clicks still submit: going on skips the payment, never the final warning.
    const warned = send(
      refreshed,
      { type: 'cancel.selectReason', reason: 'Change of plans' },
      { type: 'cancel.selectRefundMethod', description: 'Trip credit' },
      { type: 'cancel.confirm' },
    );
    expect(selectFinalWarning(warned)).toBe(CANCELLATION_MESSAGES.finalWarning);
    expect(selectCancelBookingStep(send(warned, { type: 'cancel.confirm' }))).toBe('submitting');
    // Closing and starting again asks about the balance again.
    const again = send(dialog, { type: 'cancel.dismiss' }, { type: 'cancel.start' });
    expect(selectCancelBookingStep(again)).toBe('pay-balance');
    // Going on is offered only from the pay-balance page.
    expect(openDialog(noBalance).can({ type: 'cancel.continue' })).toBe(false);
  });

  it('[CAN-009] fresh records while the dialog is open ask again from the new refund methods; a closed section stays closed', () => {
    const answered = send(openDialog(), { type: 'cancel.selectReason', reason: 'Change of plans' });
    const fresh = { ...noBalance, tripDetails: { ...noBalance.tripDetails, refundMethods: [] } };
    const again = send(answered, { type: 'cancel.refresh', input: fresh });
    expect(selectCancelBookingStep(again)).toBe('dialog');
    expect(again.context.reason).toBeUndefined();
    expect(again.context.tripDetails.refundMethods).toEqual([]);
    const [closed] = initialTransition(m, noBalance);
    const stillClosed = send(closed, { type: 'cancel.refresh', input: { ...noBalance, dueAmount: 7 } });
    expect(selectCancelBookingStep(stillClosed)).toBe('closed');
    expect(stillClosed.context.dueAmount).toBe(7);
  });

  it('[CAN-006] fresh records that no longer allow cancelling close an open flow; a submission under way ignores them', () => {
    const notCancellable = { ...noBalance, tripDetails: { ...noBalance.tripDetails, canCancel: false } };
    const closed = send(openDialog(), { type: 'cancel.refresh', input: notCancellable });
    expect(selectCancelBookingStep(closed)).toBe('closed');
    const submitting = send(
      openDialog(),
      { type: 'cancel.selectReason', reason: 'Change of plans' },
      { type: 'cancel.selectRefundMethod', description: 'Trip credit' },
      { type: 'cancel.confirm' },
      { type: 'cancel.confirm' },
    );
    expect(selectCancelBookingStep(send(submitting, { type: 'cancel.refresh', input: notCancellable }))).toBe(
      'submitting',
    );
  });

  it('model-based: every state and every transition is reached', () => {
    const coverage = modelCoverage(cancelBookingModel);
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions.map((e) => e.id)).toEqual([]);
  });
});
