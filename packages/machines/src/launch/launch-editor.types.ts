// The launch editor (the host's launch date card and dialog): context, input and events (a discriminated union).
import type { CalendarDate, LaunchScheduleValues, LaunchUserEvent } from '@caravan/domain';
import type { SnapshotFrom } from 'xstate';
import type { launchMachine } from './launch.machine.js';
import type { LaunchInput } from './launch.types.js';

export interface LaunchEditorContext {
  /** The launch machine's snapshot, moved by its own events once the API has stored them. */
  launch: SnapshotFrom<typeof launchMachine>;
  /** The host's time zone: the date and time are chosen in it. */
  zone: string;
  today: CalendarDate;
  /** The stored launch as form values, and what the dialog holds now. */
  saved: LaunchScheduleValues;
  draft: LaunchScheduleValues;
  /** The launch event being stored (the persist actor's input); null when nothing is being stored. */
  pending: LaunchUserEvent | null;
}

export type LaunchEditorInput = LaunchInput & { zone: string };

export type LaunchEditorEvent =
  | { type: 'dialog.open' }
  | { type: 'dialog.close' }
  | { type: 'draft.change'; values: Partial<LaunchScheduleValues> }
  | { type: 'editor.schedule' }
  | { type: 'editor.scheduleLater' }
  | { type: 'editor.unschedule' };

/** What the persist actor stores: the launch event and the zone its date and time are in. */
export interface PersistLaunchInput {
  event: LaunchUserEvent;
  zone: string;
}

/** Which failure message a refused store shows (WSP-040, WSP-041). */
export type LaunchEditorFailure = 'scheduling' | 'unscheduling';
