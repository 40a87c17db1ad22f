// What Home's redirect needs from a host-home snapshot.
import type { SnapshotFrom } from 'xstate';
import type { hostHomeMachine } from './host-home.machine.js';

type HostHomeSnapshot = SnapshotFrom<typeof hostHomeMachine>;

/** Where to redirect, once known (HOM-002, HOM-003). */
export const selectHostHomeDestination = (s: HostHomeSnapshot) =>
  s.matches('redirecting') ? s.context.destination : null;
/** Whether the home trips failed to load (HOM-043). */
export const selectHostHomeFailed = (s: HostHomeSnapshot) => s.matches('failed');
