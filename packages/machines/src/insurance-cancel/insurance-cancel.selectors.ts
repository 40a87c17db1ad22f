// What the insurance policies section needs from an insurance-cancel snapshot.
import type { SnapshotFrom } from 'xstate';
import { INSURANCE_MESSAGES, type InsuranceCancelStatus } from '@caravan/domain';
import type { insuranceCancelMachine } from './insurance-cancel.machine.js';

type InsuranceCancelSnapshot = SnapshotFrom<typeof insuranceCancelMachine>;

/** The manage-booking insurance cancel status (INS-010): initial, cancelling, cancelled or error. */
export const selectInsuranceCancelStatus = (s: InsuranceCancelSnapshot): InsuranceCancelStatus =>
  s.matches('cancelling')
    ? 'cancelling'
    : s.matches('cancelled')
      ? 'cancelled'
      : s.matches('error')
        ? 'error'
        : 'initial';
/** Whether the Keep Policy / Cancel Policy modal is open. */
export const selectInsuranceCancelConfirmOpen = (s: InsuranceCancelSnapshot) => s.matches({ initial: 'confirming' });
/** Whether Cancel Policy is offered for an insurance add-on. */
export const selectCanCancelPolicy = (s: InsuranceCancelSnapshot, addOnId: string) =>
  s.can({ type: 'insurance.cancel', addOnId });
/** The success toast once cancelled (INS-011). */
export const selectInsuranceCancelToast = (s: InsuranceCancelSnapshot): string | null =>
  s.matches('cancelled') ? INSURANCE_MESSAGES.cancelled : null;
/** The error view of a failed cancellation (INS-013, INS-014). */
export const selectInsuranceCancelError = (s: InsuranceCancelSnapshot) => s.context.error;
/**
 * {@link selectCanCancelPolicy} for every policy of the list at once: a predicate over this snapshot, so a screen
 * asks it per policy while rendering the list (a new predicate per snapshot re-renders the list).
 */
export const selectPolicyCancellable =
  (s: InsuranceCancelSnapshot) =>
  (addOnId: string): boolean =>
    selectCanCancelPolicy(s, addOnId);
