// Trip summary of pending manage-booking changes: added, removed, room selection, price adjustments and totals.
import { isAddOnChangePending } from '../add-on/add-on.rules.js';
import type { AddOnStatus } from '../shared/statuses.js';
import type { TripSummary, TripSummaryLine } from './booking.schema.js';

interface TripSummaryItemInput {
  id: string;
  label: string;
  status: AddOnStatus;
  /** The line amount in minor units (positive). */
  amount: number;
}

interface TripSummaryInput {
  items: readonly TripSummaryItemInput[];
  /** Room selection changes, each with its price delta. */
  roomSelection?: readonly TripSummaryLine[];
  /** Other adjustments (discounts negative). */
  priceAdjustments?: readonly TripSummaryLine[];
  insuranceAdjustment?: number;
  paidAmount: number;
  dueAmount: number;
}

const total = (lines: readonly TripSummaryLine[]) => lines.reduce((s, l) => s + l.amount, 0);

/**
 * The trip summary: PENDING_ADDITION items are added (+), PENDING_REMOVAL items removed (-); total is their net plus
 * room and price adjustments; totalWithInsurance adds the insurance adjustment; the booking's due after the changes
 * is dueAmount + totalWithInsurance.
 */
export function computeTripSummary(input: TripSummaryInput): TripSummary {
  const added = input.items
    .filter((i) => i.status === 'PENDING_ADDITION')
    .map((i) => ({ id: i.id, label: i.label, amount: i.amount }));
  const removed = input.items
    .filter((i) => i.status === 'PENDING_REMOVAL')
    .map((i) => ({ id: i.id, label: i.label, amount: -i.amount }));
  const roomSelection = [...(input.roomSelection ?? [])];
  const priceAdjustments = [...(input.priceAdjustments ?? [])];
  const net = total(added) + total(removed) + total(roomSelection) + total(priceAdjustments);
  const insuranceAdjustment = input.insuranceAdjustment ?? 0;
  return {
    sections: { added, removed, roomSelection, priceAdjustments },
    total: net,
    totalWithInsurance: net + insuranceAdjustment,
    bookingPaymentData: { paidAmount: input.paidAmount, dueAmount: input.dueAmount + net + insuranceAdjustment },
    insuranceAdjustment,
  };
}

/** The number of pending changes: pending add-ons plus room selection changes. */
export function tripSummaryPendingChangeCount(input: {
  items: readonly { status: AddOnStatus }[];
  roomSelection?: readonly unknown[];
}): number {
  return input.items.filter((i) => isAddOnChangePending(i.status)).length + (input.roomSelection?.length ?? 0);
}
