// Insurance cancel guards: one-line adapters over the insurance rules of @caravan/domain.
import { isInsurancePolicyCancellable } from '@caravan/domain';
import type { InsuranceCancelContext, InsuranceCancelEvent } from './insurance-cancel.types.js';

type Args = { context: InsuranceCancelContext; event: InsuranceCancelEvent };

export const insuranceCancelGuards = {
  /** INS-008: cancelling is offered to allowed traveler types only, for an active policy within its cancellable period. */
  isPolicyCancellable: ({ context, event }: Args) => {
    // Stryker disable next-line ConditionalExpression: the machine sends this guard only insurance.cancel; the check narrows the event's type
    const policy = event.type === 'insurance.cancel' ? context.policies[event.addOnId] : undefined;
    return (
      policy !== undefined && isInsurancePolicyCancellable({ travelerType: context.travelerType, policy }, context.now)
    );
  },
};
