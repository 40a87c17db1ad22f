// Named values of insurance policies: statuses, badges, cancel states, cancellable period and messages.

/** Insurance policy statuses; cancellation pending and cancelled are the cancellation states (INS-003). */
export const INSURANCE_POLICY_STATUSES = [
  'pending',
  'confirmed',
  'modification-pending',
  'cancellation-pending',
  'cancelled',
] as const;

/** The manage-booking insurance cancel status values (INS-010). */
export const INSURANCE_CANCEL_STATUSES = ['initial', 'cancelling', 'cancelled', 'error'] as const;

/** DECIDE: a policy is cancellable for 14 days after it was created, because US travel policies carry a 10-15 day free-look period. */
export const INSURANCE_CANCELLABLE_PERIOD_DAYS = 14;

/** DECIDE: only the primary traveler (who bought the policy) may cancel it, because a secondary traveler did not pay for it. */
export const INSURANCE_CANCEL_TRAVELER_TYPES = ['traveler-primary'] as const;

export const INSURANCE_BADGE_POLICY_PREFIX = 'POLICY #';
export const INSURANCE_BADGE_CANCELLED = 'CANCELLED';
export const INSURANCE_BADGE_PROCESSING = 'PROCESSING';

export const INSURANCE_MESSAGES = {
  keepPolicy: 'Keep Policy',
  cancelPolicy: 'Cancel Policy',
  cancelled: 'The insurance policy has been successfully cancelled.',
  cancelFailed: 'Something went wrong. We had trouble cancelling your insurance.',
  repriceFailed: 'We encountered an issue while connecting to our insurance provider.',
  summaryNote: 'Booking edits may affect insurance cost at checkout.',
  processingTime: 'Insurance processing can take up to 30 days.',
} as const;
