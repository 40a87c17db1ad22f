// What the launch screen needs from a launch snapshot.
import type { SnapshotFrom } from 'xstate';
import type { launchMachine } from './launch.machine.js';

type LaunchSnapshot = SnapshotFrom<typeof launchMachine>;

export const selectLaunchStatus = (s: LaunchSnapshot): 'not-scheduled' | 'scheduled' | 'launched' =>
  s.matches('launched') ? 'launched' : s.matches('scheduled') ? 'scheduled' : 'not-scheduled';
/** The form is read-only once launched. */
export const selectLaunchFormReadOnly = (s: LaunchSnapshot) => s.matches('launched');
export const selectCanUnschedule = (s: LaunchSnapshot) => s.can({ type: 'launch.unschedule' });
