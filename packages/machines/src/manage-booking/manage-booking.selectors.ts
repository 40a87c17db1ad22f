// What the Manage Booking screens (editing view, trip summary, payment and success routes) need from a snapshot.
import type { SnapshotFrom } from 'xstate';
import {
  type AddOnKind,
  addOnKindOf,
  bookingSuccessTitle,
  isClearAllShown,
  isPrivateRoomSwitchShown,
  pendingChangesLabel,
  isPrivateRoom,
} from '@caravan/domain';
import { manageBookingGuards, pendingChangeCount, travelersCount, tripSummaryOf } from './manage-booking.guards.js';
import type { manageBookingMachine } from './manage-booking.machine.js';
import type { ManagedAddOn, ManageBookingInventoryStatus } from './manage-booking.types.js';

type ManageBookingSnapshot = SnapshotFrom<typeof manageBookingMachine>;

/** The Manage Booking route the flow is on: the root (editing view), payment or success. */
export const selectManageBookingRoute = (s: ManageBookingSnapshot): 'root' | 'payment' | 'success' =>
  s.matches({ flow: 'payment' }) ? 'payment' : s.matches({ flow: 'success' }) ? 'success' : 'root';
/** MBK-022: the single-supplement inventory status. */
export const selectServiceInventoryStatus = (s: ManageBookingSnapshot): ManageBookingInventoryStatus =>
  s.matches({ inventory: 'verifying' })
    ? 'verifying'
    : s.matches({ inventory: 'populated' })
      ? 'populated'
      : s.matches({ inventory: 'needs_verification' })
        ? 'needs_verification'
        : 'initial';
/** The add-ons by kind (activities, accommodations, transfers, insurance) with their statuses (MBK-021, MBK-025). */
export const selectAddOnsByKind = (s: ManageBookingSnapshot): Record<AddOnKind, ManagedAddOn[]> => {
  const groups: Record<AddOnKind, ManagedAddOn[]> = {
    activities: [],
    accommodations: [],
    transfers: [],
    insurance: [],
  };
  for (const a of s.context.addOns) {
    const kind = addOnKindOf(a);
    if (kind) groups[kind].push(a);
  }
  return groups;
};
export const selectAddOnStatus = (s: ManageBookingSnapshot, addOnId: string) =>
  s.context.addOns.find((a) => a.addOnId === addOnId)?.status;
/** MBK-023: the trip summary of the pending changes. */
export const selectTripSummary = (s: ManageBookingSnapshot) => tripSummaryOf(s.context);
export const selectPendingChangeCount = (s: ManageBookingSnapshot) => pendingChangeCount(s.context);
/** MBK-006: the cart button label. */
export const selectCartLabel = (s: ManageBookingSnapshot) => pendingChangesLabel(pendingChangeCount(s.context));
/** MBK-030: 'Clear all' shows with more than one pending change. */
export const selectClearAllShown = (s: ManageBookingSnapshot) => isClearAllShown(pendingChangeCount(s.context));
/** MBK-021 confirmation {isDisabled, error}: Update Booking is disabled without changes or while pricing is unsettled. */
export const selectConfirmation = (s: ManageBookingSnapshot) => ({
  isDisabled: !s.can({ type: 'confirmation.open' }),
  error: s.context.confirmation.error,
});
export const selectConfirmationMode = (s: ManageBookingSnapshot) => s.context.confirmationMode;
/** MBK-034: the room editor's Update button. */
export const selectRoomUpdateEnabled = (s: ManageBookingSnapshot) => s.can({ type: 'rooms.update' });
/** HER-004: why Update is off in the room editor: the form asks for new private rooms and none are left (MBK-038's guard). */
export const selectRoomDraftSoldOut = (s: ManageBookingSnapshot): boolean =>
  s.matches({ flow: { editing: 'roomEditor' } }) &&
  s.matches({ inventory: 'populated' }) &&
  !manageBookingGuards.isRoomDraftAvailable({ context: s.context, event: { type: 'rooms.update' } });
/** MBK-035, MBK-036: the private-room switch: shown with more than one traveler; whether it can be flipped now. */
export const selectPrivateRoomSwitch = (s: ManageBookingSnapshot) => {
  const on = s.context.rooms.some(isPrivateRoom);
  return {
    shown: isPrivateRoomSwitchShown(travelersCount(s.context)),
    on,
    enabled: s.can({ type: 'privateRoom.toggle', on: !on }),
  };
};
/** MBK-055..058: the success title, by the balance and whether a refund is needed. */
export const selectSuccessTitle = (s: ManageBookingSnapshot): string | null =>
  s.matches({ flow: 'success' }) && s.context.finishedBalance !== null
    ? bookingSuccessTitle({ balance: s.context.finishedBalance, refundNeeded: s.context.refundNeeded })
    : null;
/** INS-018: the insurance error dialog message after a failed reprice. */
export const selectInsuranceRepriceError = (s: ManageBookingSnapshot) => s.context.insurance.error;
export const selectInsuranceRepricing = (s: ManageBookingSnapshot) => s.matches({ insurance: 'repricing' });
/** Whether the booking has not been loaded into the flow yet (or is being loaded again). */
export const selectManageUninitialized = (s: ManageBookingSnapshot) => s.matches({ flow: 'uninitialized' });
/** Whether the traveler is browsing the editing view, no dialog or editor open. */
export const selectManageBrowsing = (s: ManageBookingSnapshot) => s.matches({ flow: { editing: 'browsing' } });
/** Whether the booking update is being sent. */
export const selectManageFinishing = (s: ManageBookingSnapshot) => s.matches({ flow: 'finishing' });
/** The add-ons with their pending statuses (MBK-021). */
export const selectManagedAddOns = (s: ManageBookingSnapshot) => s.context.addOns;
/** The rooms as applied, and the room editor's draft (MBK-026..029). */
export const selectRooms = (s: ManageBookingSnapshot) => s.context.rooms;
export const selectRoomsDraft = (s: ManageBookingSnapshot) => s.context.roomsDraft;
export const selectRoomEditorOpen = (s: ManageBookingSnapshot) => s.matches({ flow: { editing: 'roomEditor' } });
export const selectCanEditRooms = (s: ManageBookingSnapshot) => s.can({ type: 'rooms.edit' });
/** MBK-022: the single-supplement rooms still available. */
export const selectSingleSupplementAvailable = (s: ManageBookingSnapshot) =>
  s.context.serviceInventory.singleSupplement.available;
/** Which of the editing view's dialogs is open: the narrow summary, the confirmation, or 'Clear All'. */
export const selectSummaryOpen = (s: ManageBookingSnapshot) => s.matches({ flow: { editing: 'summaryOpen' } });
export const selectConfirmationModalOpen = (s: ManageBookingSnapshot) =>
  s.matches({ flow: { editing: 'confirmationModal' } });
export const selectClearAllPromptOpen = (s: ManageBookingSnapshot) =>
  s.matches({ flow: { editing: 'clearAllPrompt' } });
/**
 * Whether an add-on's switch may be toggled now, as a predicate over this snapshot, so a screen asks it per
 * add-on while rendering a list (a new predicate per snapshot re-renders the list).
 */
export const selectAddOnToggleable =
  (s: ManageBookingSnapshot) =>
  (addOnId: string): boolean =>
    s.can({ type: 'addOn.toggle', addOnId });
