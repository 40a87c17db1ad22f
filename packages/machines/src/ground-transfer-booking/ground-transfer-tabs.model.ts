// Sample events that explore the transfer-flow tabs machine, for its model-based test and its story.
import type { GroundTransferTabContext } from '@caravan/domain';
import { defineMachineModel } from '../shared/model.js';
import { groundTransferTabsMachine } from './ground-transfer-tabs.machine.js';

const tabContext = (
  travelDetail: 'complete' | 'incomplete',
  vehicle: 'complete' | 'incomplete',
  contact: 'complete' | 'incomplete',
  status: GroundTransferTabContext['status'],
): GroundTransferTabContext => ({ tabs: { travelDetail, vehicle, contact }, hasTravelerRole: true, status });

export const groundTransferTabsModel = defineMachineModel({
  id: 'groundTransferTabs',
  title: 'Ground-transfer flow tabs',
  machine: groundTransferTabsMachine,
  input: { user: { isHostType: false, hasTravelerRole: true } },
  events: {
    'tab.go': [
      { type: 'tab.go', tab: 'travel_detail' },
      { type: 'tab.go', tab: 'vehicle' },
      { type: 'tab.go', tab: 'contact' },
      { type: 'tab.go', tab: 'payment' },
      { type: 'tab.go', tab: 'success' },
    ],
    'flow.changed': [
      { type: 'flow.changed', tabContext: tabContext('complete', 'incomplete', 'incomplete', 'in-progress') },
      { type: 'flow.changed', tabContext: tabContext('complete', 'complete', 'complete', 'in-progress') },
      { type: 'flow.changed', tabContext: tabContext('complete', 'complete', 'complete', 'complete') },
    ],
  },
});
