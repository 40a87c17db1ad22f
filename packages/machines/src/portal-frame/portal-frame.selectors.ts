// What the portal frame page needs from a portal-frame snapshot.
import type { SnapshotFrom } from 'xstate';
import type { portalFrameMachine } from './portal-frame.machine.js';

/** The route to navigate to, or null while the frame has not asked (CAT-006, CAT-007). */
export const selectPortalFrameDestination = (s: SnapshotFrom<typeof portalFrameMachine>) =>
  s.matches('navigating') ? s.context.destination : null;
