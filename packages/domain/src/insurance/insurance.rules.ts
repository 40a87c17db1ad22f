// Pure insurance rules: the policy badge, when cancelling is offered, reprice failure and when to reprice.
import { addOnLineAmount, isStoredAddOnHeld } from '../add-on/add-on.rules.js';
import type { AddOn } from '../add-on/add-on.schema.js';
import { cancellationRefundLevel } from '../cancellation/cancellation-calculator.rules.js';
import type { CancellationReasonCode } from '../cancellation/cancellation.constants.js';
import {
  INSURANCE_BADGE_CANCELLED,
  INSURANCE_BADGE_POLICY_PREFIX,
  INSURANCE_BADGE_PROCESSING,
  INSURANCE_CANCELLABLE_PERIOD_DAYS,
  INSURANCE_CANCEL_TRAVELER_TYPES,
  INSURANCE_MESSAGES,
} from './insurance.constants.js';
import type { InsurancePolicy, InsurancePolicyStatus } from './insurance.schema.js';

export type InsurancePolicyBadge =
  | { kind: 'policy'; label: string; actionsEnabled: true }
  | { kind: 'cancelled'; label: typeof INSURANCE_BADGE_CANCELLED; actionsEnabled: false }
  | { kind: 'processing'; label: typeof INSURANCE_BADGE_PROCESSING; actionsEnabled: false };

/** Whether a policy status is one of the cancellation states (cancellation pending, cancelled). */
export function isInsurancePolicyCancellationStatus(status: InsurancePolicyStatus): boolean {
  return status === 'cancellation-pending' || status === 'cancelled';
}

/** Whether a booking was cancelled with a full refund, which shows its policies as CANCELLED too (INS-005). */
export function isBookingCancelledWithFullRefund(booking: {
  status: string;
  internalCancellationReason?: CancellationReasonCode | undefined;
}): boolean {
  return (
    booking.status === 'cancelled' &&
    booking.internalCancellationReason !== undefined &&
    cancellationRefundLevel(booking.internalCancellationReason) === 'full'
  );
}

/** The badge of a policy: 'POLICY #n' with actions, 'CANCELLED', or 'PROCESSING'. */
export function insurancePolicyBadge(input: {
  status: InsurancePolicyStatus;
  policyNumber?: string | undefined;
  bookingCancelledWithFullRefund?: boolean | undefined;
}): InsurancePolicyBadge {
  if (isInsurancePolicyCancellationStatus(input.status) || input.bookingCancelledWithFullRefund)
    return { kind: 'cancelled', label: INSURANCE_BADGE_CANCELLED, actionsEnabled: false };
  if ((input.status === 'confirmed' || input.status === 'modification-pending') && input.policyNumber)
    return { kind: 'policy', label: `${INSURANCE_BADGE_POLICY_PREFIX}${input.policyNumber}`, actionsEnabled: true };
  return { kind: 'processing', label: INSURANCE_BADGE_PROCESSING, actionsEnabled: false };
}

/** Whether cancelling a policy is offered: an allowed traveler type, an active policy, within the cancellable period. */
export function isInsurancePolicyCancellable(
  input: { travelerType: string | undefined; policy: Pick<InsurancePolicy, 'status' | 'createdDate' | 'policyNumber'> },
  now: Date,
): boolean {
  if (!(INSURANCE_CANCEL_TRAVELER_TYPES as readonly string[]).includes(input.travelerType ?? '')) return false;
  if (insurancePolicyBadge(input.policy).kind !== 'policy') return false;
  const end = input.policy.createdDate.getTime() + INSURANCE_CANCELLABLE_PERIOD_DAYS * 24 * 60 * 60 * 1000;
  return now.getTime() >= input.policy.createdDate.getTime() && now.getTime() < end;
}

interface InsuranceRepriceResult<TAddOn = unknown> {
  insuranceAdjustment: number;
  repricedAddOns: TAddOn[];
}

/** The result of a failed insurance reprice: adjustment 0 and no repriced add-on. */
export function failedInsuranceReprice<TAddOn = unknown>(): InsuranceRepriceResult<TAddOn> {
  return { insuranceAdjustment: 0, repricedAddOns: [] };
}

/** What of a booking the insurance price depends on (the reprice payload): travelAmount, participants, add-ons, status. */
export interface InsurancePricedBooking {
  travelAmount: number;
  additionalParticipants: readonly { _id: string }[];
  addOns: readonly {
    addOnId: string;
    status: string;
    deleted?: boolean | undefined;
    unitPriceWithFee: number;
    quantity: number;
  }[];
  status: string;
}

/**
 * The amount a booking's insurance covers (INS-015, OAP-011): the trip price, plus every add-on held on the booking
 * except the insurance itself, plus what is being added with it (the ground transfers being booked, GTF-042). Every
 * reprice prices this one amount: the edited booking, the transfer flow, a ride's cancel.
 */
export function insuredTravelAmount(
  travelAmount: number,
  addOns: readonly Pick<AddOn, 'type' | 'deleted' | 'status' | 'unitPriceWithFee' | 'quantity' | 'price'>[],
  adding: readonly number[] = [],
): number {
  const held = addOns.filter((a) => a.type !== 'insurance-plan' && isStoredAddOnHeld(a));
  return travelAmount + held.reduce((s, a) => s + addOnLineAmount(a), 0) + adding.reduce((s, amount) => s + amount, 0);
}

/**
 * A booking as the reprice call (OAP-011) prices it with ground transfers being booked: its travel amount raised by
 * their prices, which the insurance then covers (GTF-042); the server books them on the same insured amount.
 */
export function withGroundTransfersInsured<B extends { travelAmount: number }>(
  booking: B,
  prices: readonly number[],
): B {
  return { ...booking, travelAmount: insuredTravelAmount(booking.travelAmount, [], prices) };
}

function insuranceFingerprint(b: InsurancePricedBooking): string {
  return JSON.stringify([
    b.travelAmount,
    b.status,
    b.additionalParticipants.map((p) => p._id).sort(),
    b.addOns
      .map((a) => [a.addOnId, a.status, a.deleted === true, a.unitPriceWithFee, a.quantity] as const)
      .sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0)),
  ]);
}

/** Whether insurance must be recalculated: any change to what the insurance price depends on. */
export function shouldRecalculateInsurance(before: InsurancePricedBooking, after: InsurancePricedBooking): boolean {
  return insuranceFingerprint(before) !== insuranceFingerprint(after);
}

/** The external links a policy offers: its claims URL and its confirmation-of-benefits URL, when present. */
export function insurancePolicyLinks(
  policy: Pick<InsurancePolicy, 'claimsUrl' | 'confirmationOfBenefitsUrl'>,
): { kind: 'claims' | 'benefits'; href: string }[] {
  const links: { kind: 'claims' | 'benefits'; href: string }[] = [];
  if (policy.claimsUrl) links.push({ kind: 'claims', href: policy.claimsUrl });
  if (policy.confirmationOfBenefitsUrl) links.push({ kind: 'benefits', href: policy.confirmationOfBenefitsUrl });
  return links;
}

/** The view of a failed insurance cancellation: the returned title and description (or the default), Back and contact support. */
export function insuranceCancelErrorView(returned?: { title?: string | undefined; description?: string | undefined }): {
  title: string;
  description: string;
  actions: readonly ['back', 'contact-support'];
} {
  return {
    title: returned?.title || INSURANCE_MESSAGES.cancelFailed,
    description: returned?.description || INSURANCE_MESSAGES.cancelFailed,
    actions: ['back', 'contact-support'],
  };
}

/**
 * Whether a policy covers the booking (MBK-046): at least one policy that is not cancelled or being cancelled. A
 * trip that requires insurance warns to buy it elsewhere only when none does.
 */
export function isBookingCoveredByInsurance(policies: readonly Pick<InsurancePolicy, 'status'>[]): boolean {
  return policies.some((p) => !isInsurancePolicyCancellationStatus(p.status));
}
