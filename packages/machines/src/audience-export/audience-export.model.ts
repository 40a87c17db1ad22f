// Sample events that explore the audience-export machine, for its model-based test.
import { fromPromise } from 'xstate';
import { defineMachineModel, type MachineModel } from '../shared/model.js';
import { audienceExportMachine } from './audience-export.machine.js';
import type { AudienceExportRequest, AudienceExportResult } from './audience-export.types.js';

const machine = audienceExportMachine.provide({
  actors: {
    requestExport: fromPromise<AudienceExportResult, AudienceExportRequest>(async () => ({ status: 'success' })),
  },
});

export const audienceExportModel = defineMachineModel({
  id: 'audience-export',
  title: 'Audience export',
  machine,
  input: { extended: true },
  events: {
    'export.setExtended': [{ type: 'export.setExtended', extended: false }],
    'export.request': [{ type: 'export.request' }],
    'export.retry': [{ type: 'export.retry' }],
    'export.reset': [{ type: 'export.reset' }],
    'xstate.done.actor.requestExport': [
      { type: 'xstate.done.actor.requestExport', output: { status: 'success', downloadPath: '/api/files/a.csv' } },
      { type: 'xstate.done.actor.requestExport', output: { status: 'failure' } },
    ],
    'xstate.error.actor.requestExport': [{ type: 'xstate.error.actor.requestExport', error: new Error('offline') }],
  } as MachineModel<typeof machine>['events'],
});
