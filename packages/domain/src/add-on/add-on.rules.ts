// Pure add-on rules: toggling between the four manage-booking statuses, holding, kinds and room pricing.
import type { AddOnStatus } from '../shared/statuses.js';
import type { ADD_ON_KINDS } from './add-on.constants.js';
import type { AddOn, RoomType } from './add-on.schema.js';

export type AddOnKind = (typeof ADD_ON_KINDS)[number];

/** The status an add-on moves to when the traveler adds it (AVAILABLE -> PENDING_ADDITION, PENDING_REMOVAL -> CONFIRMED). */
export function addAddOnStatus(status: AddOnStatus): AddOnStatus {
  if (status === 'AVAILABLE') return 'PENDING_ADDITION';
  if (status === 'PENDING_REMOVAL') return 'CONFIRMED';
  return status;
}

/** The status an add-on moves to when the traveler removes it (CONFIRMED -> PENDING_REMOVAL, PENDING_ADDITION -> AVAILABLE). */
export function removeAddOnStatus(status: AddOnStatus): AddOnStatus {
  if (status === 'CONFIRMED') return 'PENDING_REMOVAL';
  if (status === 'PENDING_ADDITION') return 'AVAILABLE';
  return status;
}

/** Whether an add-on counts as held by the traveler: CONFIRMED or PENDING_ADDITION. */
export function isAddOnHeld(status: AddOnStatus): boolean {
  return status === 'CONFIRMED' || status === 'PENDING_ADDITION';
}

/** Toggling flips held to not held: removes a held add-on, adds one that is not held. */
export function toggleAddOnStatus(status: AddOnStatus): AddOnStatus {
  return isAddOnHeld(status) ? removeAddOnStatus(status) : addAddOnStatus(status);
}

/** Whether the status is a pending change (PENDING_ADDITION or PENDING_REMOVAL). */
export function isAddOnChangePending(status: AddOnStatus): boolean {
  return status === 'PENDING_ADDITION' || status === 'PENDING_REMOVAL';
}

/** Undoing a pending change returns the add-on to its original status. */
export function undoAddOnChange(status: AddOnStatus): AddOnStatus {
  if (status === 'PENDING_ADDITION') return 'AVAILABLE';
  if (status === 'PENDING_REMOVAL') return 'CONFIRMED';
  return status;
}

/**
 * What a pending change becomes once the booking update is saved: an addition is booked (CONFIRMED); a removal gives
 * the add-on back (AVAILABLE, and the stored row is kept, marked deleted). Settled statuses stay as they are.
 */
export function savedAddOnStatus(status: AddOnStatus): AddOnStatus {
  if (status === 'PENDING_ADDITION') return 'CONFIRMED';
  if (status === 'PENDING_REMOVAL') return 'AVAILABLE';
  return status;
}

/** Whether a stored add-on is held on its booking: not deleted, and in a held status (MBK-028). */
export function isStoredAddOnHeld(addOn: { deleted: boolean; status: AddOnStatus }): boolean {
  return !addOn.deleted && isAddOnHeld(addOn.status);
}

/** The starting manage status of an add-on: CONFIRMED when booked and not deleted, else AVAILABLE. */
export function initialAddOnStatus(addOn: Pick<AddOn, 'deleted'> | undefined): AddOnStatus {
  return addOn && !addOn.deleted ? 'CONFIRMED' : 'AVAILABLE';
}

/** The room type used for pricing: twin counts as double. */
export function pricingRoomType(roomType: RoomType): Exclude<RoomType, 'twin'> {
  return roomType === 'twin' ? 'double' : roomType;
}

/** The manage-booking group an add-on is shown in, or undefined for single supplements (room selection). */
export function addOnKindOf(
  addOn: Pick<AddOn, 'type'> & { service?: Pick<NonNullable<AddOn['service']>, 'type'> | undefined },
): AddOnKind | undefined {
  if (addOn.type === 'insurance-plan') return 'insurance';
  if (addOn.type === 'ground-transfer') return 'transfers';
  if (addOn.type === 'single-supplement') return undefined;
  switch (addOn.service?.type) {
    case 'accommodation':
      return 'accommodations';
    case 'transfer':
      return 'transfers';
    case 'insurance':
      return 'insurance';
    default:
      return 'activities';
  }
}

/** An add-on's line amount in minor units: price when set (a stored row has null when not), else unitPriceWithFee x quantity. */
export function addOnLineAmount(
  addOn: Pick<AddOn, 'unitPriceWithFee' | 'quantity'> & { price?: number | null | undefined },
): number {
  return addOn.price ?? addOn.unitPriceWithFee * addOn.quantity;
}
