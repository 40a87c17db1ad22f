import fc from 'fast-check';
import { createActor, fromPromise, initialTransition, transition } from 'xstate';
import { describe, expect, it } from 'vitest';
import { INSURANCE_CANCEL_STATUSES, INSURANCE_MESSAGES, isInsurancePolicyCancellable } from '@caravan/domain';
import { modelCoverage } from '../shared/coverage.js';
import { explainEvent } from '../shared/explain.js';
import { insuranceCancelMachine } from './insurance-cancel.machine.js';
import { insuranceCancelModel } from './insurance-cancel.model.js';
import type { InsuranceCancelInput } from './insurance-cancel.types.js';
import {
  selectInsuranceCancelConfirmOpen,
  selectInsuranceCancelError,
  selectInsuranceCancelStatus,
  selectInsuranceCancelToast,
  selectPolicyCancellable,
} from './insurance-cancel.selectors.js';

const input = insuranceCancelModel.input as InsuranceCancelInput;
const done = { type: 'xstate.done.actor.cancelInsurance', output: { success: true } } as never;
const failed = (error: unknown) => ({ type: 'xstate.error.actor.cancelInsurance', error }) as never;

const toCancelling = () => {
  const [start] = initialTransition(insuranceCancelMachine, input);
  const [open] = transition(insuranceCancelMachine, start, { type: 'insurance.cancel', addOnId: 'ins-1' });
  const [cancelling] = transition(insuranceCancelMachine, open, { type: 'insurance.confirmCancel' });
  return cancelling;
};

describe('insurance-cancel machine', () => {
  it('[INS-010] the insurance cancel status takes the values initial, cancelling, cancelled and error', () => {
    const [start] = initialTransition(insuranceCancelMachine, input);
    const cancelling = toCancelling();
    const [cancelled] = transition(insuranceCancelMachine, cancelling, done);
    const [error] = transition(insuranceCancelMachine, cancelling, failed(new Error('boom')));
    const seen = [start, cancelling, cancelled, error].map(selectInsuranceCancelStatus);
    expect(seen).toEqual(['initial', 'cancelling', 'cancelled', 'error']);
    expect([...new Set(seen)].sort()).toEqual([...INSURANCE_CANCEL_STATUSES].sort());
  });

  it('[INS-009] cancelling opens a confirm modal: Keep Policy closes it, Cancel Policy cancels', () => {
    const [start] = initialTransition(insuranceCancelMachine, input);
    const [open] = transition(insuranceCancelMachine, start, { type: 'insurance.cancel', addOnId: 'ins-1' });
    expect(selectInsuranceCancelConfirmOpen(open)).toBe(true);
    expect(open.context.cancelAddOnId).toBe('ins-1');
    const [kept] = transition(insuranceCancelMachine, open, { type: 'insurance.keep' });
    expect(selectInsuranceCancelConfirmOpen(kept)).toBe(false);
    expect(kept.context.cancelAddOnId).toBeNull();
    const [cancelling] = transition(insuranceCancelMachine, open, { type: 'insurance.confirmCancel' });
    expect(selectInsuranceCancelStatus(cancelling)).toBe('cancelling');
  });

  it('[INS-008] refuses a policy past its cancellable period, and says which guard refused', () => {
    const [start] = initialTransition(insuranceCancelMachine, input);
    const late = { type: 'insurance.cancel', addOnId: 'ins-2' } as const;
    expect(start.can(late)).toBe(false);
    expect(explainEvent(start, late)).toEqual({ allowed: false, reason: 'guard', guards: ['isPolicyCancellable'] });
    const [secondary] = initialTransition(insuranceCancelMachine, { ...input, travelerType: 'traveler-secondary' });
    expect(secondary.can({ type: 'insurance.cancel', addOnId: 'ins-1' })).toBe(false);
    // The policy list offers Cancel Policy by the same answers, per policy.
    expect(selectPolicyCancellable(start)('ins-1')).toBe(true);
    expect(selectPolicyCancellable(start)('ins-2')).toBe(false);
    expect(selectPolicyCancellable(secondary)('ins-1')).toBe(false);
    // An add-on that is not one of the booking's policies is refused, not read.
    expect(explainEvent(start, { type: 'insurance.cancel', addOnId: 'not-a-policy' })).toEqual({
      allowed: false,
      reason: 'guard',
      guards: ['isPolicyCancellable'],
    });
    expect(selectPolicyCancellable(start)('not-a-policy')).toBe(false);
  });

  it('[INS-011] [INS-012] a successful cancellation shows the toast and reloads the bookings', async () => {
    const calls: string[] = [];
    const machine = insuranceCancelMachine.provide({
      actors: {
        cancelInsurance: fromPromise<unknown, { bookingId: string; addOnId: string }>(async ({ input: req }) => {
          calls.push(`cancel ${req.bookingId} ${req.addOnId}`);
          return { success: true };
        }),
        reloadBookings: fromPromise<unknown, { bookingId: string }>(async ({ input: req }) => {
          calls.push(`reload ${req.bookingId}`);
        }),
      },
    });
    const actor = createActor(machine, { input }).start();
    actor.send({ type: 'insurance.cancel', addOnId: 'ins-1' });
    actor.send({ type: 'insurance.confirmCancel' });
    await new Promise((r) => setTimeout(r, 0));
    await new Promise((r) => setTimeout(r, 0));
    const s = actor.getSnapshot();
    expect(selectInsuranceCancelStatus(s)).toBe('cancelled');
    expect(selectInsuranceCancelToast(s)).toBe(INSURANCE_MESSAGES.cancelled);
    expect(calls).toEqual(['cancel booking-1 ins-1', 'reload booking-1']);
    expect(s.context.bookingsReloaded).toBe(true);
  });

  it('[INS-013] [INS-014] a failed cancellation keeps the returned title and description, or the default; Back returns', () => {
    const cancelling = toCancelling();
    const [returned] = transition(
      insuranceCancelMachine,
      cancelling,
      failed({ title: 'Too late', description: 'Started' }),
    );
    expect(selectInsuranceCancelError(returned)).toMatchObject({ title: 'Too late', description: 'Started' });
    const [generic] = transition(insuranceCancelMachine, cancelling, failed(new Error('network')));
    expect(selectInsuranceCancelError(generic)).toMatchObject({
      title: INSURANCE_MESSAGES.cancelFailed,
      description: INSURANCE_MESSAGES.cancelFailed,
    });
    const [back] = transition(insuranceCancelMachine, generic, { type: 'insurance.back' });
    expect(selectInsuranceCancelStatus(back)).toBe('initial');
    expect(back.context.error).toBeNull();
  });

  it('the cancel guard agrees with the domain rule for any traveler type, status and policy age', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('traveler-primary', 'traveler-secondary', undefined),
        fc.constantFrom('pending', 'confirmed', 'modification-pending', 'cancellation-pending', 'cancelled'),
        fc.option(fc.constant('P-1'), { nil: undefined }),
        fc.integer({ min: -5 * 86_400_000, max: 30 * 86_400_000 }),
        (travelerType, status, policyNumber, ageMs) => {
          const policy = {
            status,
            createdDate: new Date(input.now.getTime() - ageMs),
            ...(policyNumber ? { policyNumber } : {}),
          } as const;
          const [s] = initialTransition(insuranceCancelMachine, {
            ...input,
            travelerType: travelerType as never,
            policies: { x: policy },
          });
          expect(s.can({ type: 'insurance.cancel', addOnId: 'x' })).toBe(
            isInsurancePolicyCancellable({ travelerType, policy }, input.now),
          );
        },
      ),
    );
  });

  it('model-based: every state and every transition is reached', () => {
    const coverage = modelCoverage(insuranceCancelModel);
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions.map((e) => e.id)).toEqual([]);
  });
});
