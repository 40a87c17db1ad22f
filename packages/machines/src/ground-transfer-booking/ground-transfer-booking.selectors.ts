// What the transfer flow's screens need from a ground-transfer booking snapshot.
import type { GroundTransferFlowStatus, GroundTransferStage } from '@caravan/domain';
import type { SnapshotFrom } from 'xstate';
import { tabContextOf } from './ground-transfer-booking.guards.js';
import type { groundTransferBookingMachine } from './ground-transfer-booking.machine.js';

type GroundTransferBookingSnapshot = SnapshotFrom<typeof groundTransferBookingMachine>;

const STATUS_BY_STATE = {
  started: 'started',
  inProgress: 'in-progress',
  saving: 'saving',
  complete: 'complete',
  error: 'error',
  repricingInsurance: 'repricing-insurance',
  cancelling: 'cancelling',
  cancelled: 'cancelled',
  updating: 'updating',
  updated: 'updated',
} as const satisfies Record<string, GroundTransferFlowStatus>;

/** The overall flow status (GTF-036), read from the state the machine is in. */
export const selectFlowStatus = (s: GroundTransferBookingSnapshot): GroundTransferFlowStatus => {
  // inProgress has children (editing, autoSaving, GTF-095): the status is its top-level state's.
  const top = typeof s.value === 'string' ? s.value : Object.keys(s.value)[0];
  return STATUS_BY_STATE[top as keyof typeof STATUS_BY_STATE];
};
/** Whether the form is being auto-saved right now (GTF-095). */
export const selectIsAutoSaving = (s: GroundTransferBookingSnapshot) => s.matches({ inProgress: 'autoSaving' });
/** What the tabs machine needs from the flow; the flow sends it as `flow.changed` on every change (GTF-018..022). */
export const selectTabContext = (s: GroundTransferBookingSnapshot) => tabContextOf(s.context.flow, s.context.user);
/** A tab's status, incomplete or complete (GTF-069). */
export const selectTabStatus = (
  s: GroundTransferBookingSnapshot,
  tab: keyof GroundTransferBookingSnapshot['context']['flow']['metadata']['tabs'],
) => s.context.flow.metadata.tabs[tab].status;
/** A leg's status (GTF-052). */
export const selectLegStatus = (s: GroundTransferBookingSnapshot, stage: GroundTransferStage) =>
  s.context.flow[stage].metadata.status;
/** The insurance status within the flow (GTF-067). */
export const selectInsuranceStatus = (s: GroundTransferBookingSnapshot) => s.context.flow.payment.insurance.status;
export const selectFlowError = (s: GroundTransferBookingSnapshot) => s.context.flow.metadata.error;
export const selectPaymentStatus = (s: GroundTransferBookingSnapshot) => s.context.flow.payment.status;
export const selectBookedGroundTransferIds = (s: GroundTransferBookingSnapshot) =>
  s.context.flow.success.bookedGroundTransferIds;
export const selectIsBusy = (s: GroundTransferBookingSnapshot) =>
  ['saving', 'repricing-insurance', 'cancelling', 'updating'].includes(selectFlowStatus(s));
/** The flow's tabs machine (its invoked child): the tab bar and the route read it. */
export const selectTabsActor = (s: GroundTransferBookingSnapshot) => {
  const tabs = s.children.tabs;
  if (!tabs) throw new Error('the ground-transfer flow invokes its tabs machine for as long as it runs');
  return tabs;
};
/** The flow as the screens render it. */
export const selectFlow = (s: GroundTransferBookingSnapshot) => s.context.flow;
/** Whether the flow may be saved now (GTF-038). */
export const selectCanSave = (s: GroundTransferBookingSnapshot) => s.can({ type: 'flow.save' });
/** The contact section (GTF-037). */
export const selectContact = (s: GroundTransferBookingSnapshot) => s.context.flow.contact;
