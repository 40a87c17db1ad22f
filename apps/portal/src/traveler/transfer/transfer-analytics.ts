// The transfer flow's step events (TAP-029): each step the tabs machine opens is reported once, by its own name.
import { GROUND_TRANSFER_STEP_EVENTS, type GroundTransferTab } from '@caravan/domain';
import { type groundTransferTabsMachine, selectActiveTab } from '@caravan/machines';
import type { SnapshotFrom } from 'xstate';
import type { AnalyticsPort } from '../../shell/analytics.js';

/** Reports a step when the tabs machine's active tab changes; a snapshot on the same step reports nothing. */
export function createTransferStepTracker(analytics: Pick<AnalyticsPort, 'track'>) {
  let current: GroundTransferTab | undefined;
  return {
    observe(snapshot: SnapshotFrom<typeof groundTransferTabsMachine>) {
      const tab = selectActiveTab(snapshot);
      if (tab === current) return;
      current = tab;
      analytics.track(GROUND_TRANSFER_STEP_EVENTS[tab]);
    },
  };
}
