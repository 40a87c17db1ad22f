// What the launch date card and dialog need from a launch editor snapshot.
import { isLaunchSchedulingEligible, validateLaunchSchedule } from '@caravan/domain';
import type { SnapshotFrom } from 'xstate';
import type { launchEditorMachine } from './launch-editor.machine.js';
import { selectLaunchFormReadOnly, selectLaunchStatus } from './launch.selectors.js';

type LaunchEditorSnapshot = SnapshotFrom<typeof launchEditorMachine>;

export const selectEditorLaunchStatus = (s: LaunchEditorSnapshot) => selectLaunchStatus(s.context.launch);
/** WSP-038: read-only text once the launch has passed. */
export const selectEditorReadOnly = (s: LaunchEditorSnapshot) => selectLaunchFormReadOnly(s.context.launch);
/** WSP-039: whether the launch may be scheduled at all (an eligible trip whose launch has not passed). */
export const selectEditorEligible = (s: LaunchEditorSnapshot) =>
  !s.context.launch.matches('launched') &&
  isLaunchSchedulingEligible(
    { status: s.context.launch.context.tripStatus, launchDate: s.context.launch.context.launchDate },
    s.context.launch.context.now,
  );
export const selectEditorCanUnschedule = (s: LaunchEditorSnapshot) =>
  s.context.launch.can({ type: 'launch.unschedule' });
export const selectEditorDialogOpen = (s: LaunchEditorSnapshot) => s.matches('open') || s.matches('saving');
export const selectEditorSaving = (s: LaunchEditorSnapshot) => s.matches('saving');
export const selectEditorUnscheduling = (s: LaunchEditorSnapshot) => s.matches('unscheduling');
export const selectEditorDraft = (s: LaunchEditorSnapshot) => s.context.draft;
/** WSP-033..035: the draft's field errors. */
export const selectEditorDraftErrors = (s: LaunchEditorSnapshot) =>
  validateLaunchSchedule(s.context.draft, s.context.today);
export const selectEditorCanSchedule = (s: LaunchEditorSnapshot) => s.can({ type: 'editor.schedule' });
