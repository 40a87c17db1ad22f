// What the transfer flow's tab bar needs from a tabs snapshot.
import {
  GROUND_TRANSFER_TABS,
  type GroundTransferTab,
  groundTransferInvalidTabRedirect,
  groundTransferTabLabel,
  isGroundTransferTabEnabled,
} from '@caravan/domain';
import type { SnapshotFrom } from 'xstate';
import type { groundTransferTabsMachine } from './ground-transfer-tabs.machine.js';

type GroundTransferTabsSnapshot = SnapshotFrom<typeof groundTransferTabsMachine>;

const TAB_BY_STATE = {
  travelDetail: 'travel_detail',
  vehicle: 'vehicle',
  contact: 'contact',
  payment: 'payment',
  success: 'success',
} as const satisfies Record<string, GroundTransferTab>;

/** The tab the user is on (GTF-002). */
export const selectActiveTab = (s: GroundTransferTabsSnapshot): GroundTransferTab =>
  TAB_BY_STATE[s.value as keyof typeof TAB_BY_STATE];
/** Every tab with its label and whether it is enabled (GTF-003, GTF-018..022). */
export const selectTabs = (s: GroundTransferTabsSnapshot) =>
  GROUND_TRANSFER_TABS.map((tab) => ({
    tab,
    label: groundTransferTabLabel(tab, { isHostType: s.context.isHostType }),
    enabled: isGroundTransferTabEnabled(tab, s.context.tabContext),
  }));
/** Whether the travel detail is complete (GTF-019): what a read-only flow can reach (GTF-024). */
export const selectTravelDetailComplete = (s: GroundTransferTabsSnapshot) =>
  s.context.tabContext.tabs.travelDetail === 'complete';
/** Where a request for a disabled tab sends the user; null when the tab opens (GTF-024, GTF-025). */
export const selectTabRedirect = (s: GroundTransferTabsSnapshot, tab: GroundTransferTab) =>
  s.can({ type: 'tab.go', tab })
    ? null
    : groundTransferInvalidTabRedirect({
        isHostType: s.context.isHostType,
        hasTravelerRole: s.context.tabContext.hasTravelerRole,
        travelDetailComplete: selectTravelDetailComplete(s),
        currentTab: selectActiveTab(s),
      });
