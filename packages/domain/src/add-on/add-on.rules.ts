// Pure add-on rules: what a status means (held, pending), kinds and room pricing. How an add-on moves between
// statuses is the add-on statechart's (@caravan/machines add-on), not a rule here.
import type { AddOnStatus } from '../shared/statuses.js';
import type { ADD_ON_KINDS } from './add-on.constants.js';
import type { AddOn, RoomType } from './add-on.schema.js';

export type AddOnKind = (typeof ADD_ON_KINDS)[number];

/** Whether an add-on counts as held by the traveler: CONFIRMED or PENDING_ADDITION. */
export function isAddOnHeld(status: AddOnStatus): boolean {
  return status === 'CONFIRMED' || status === 'PENDING_ADDITION';
}

/** Whether the status is a pending change (PENDING_ADDITION or PENDING_REMOVAL). */
export function isAddOnChangePending(status: AddOnStatus): boolean {
  return status === 'PENDING_ADDITION' || status === 'PENDING_REMOVAL';
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
