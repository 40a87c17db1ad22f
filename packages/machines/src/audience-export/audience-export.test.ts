import { AUDIENCE_EXPORT_STATUSES } from '@caravan/domain';
import { createActor, fromPromise, initialTransition, transition, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { modelCoverage } from '../shared/coverage.js';
import { audienceExportMachine } from './audience-export.machine.js';
import { audienceExportModel } from './audience-export.model.js';
import {
  selectAudienceExportDownload,
  selectAudienceExportScreen,
  selectAudienceExportStatus,
} from './audience-export.selectors.js';
import type { AudienceExportRequest, AudienceExportResult } from './audience-export.types.js';

const done = (output: AudienceExportResult) => ({ type: 'xstate.done.actor.requestExport', output }) as never;
const pending = () => {
  const [start] = initialTransition(audienceExportMachine, {});
  return transition(audienceExportMachine, start, { type: 'export.request' })[0];
};

describe('audience-export machine', () => {
  it('[AUD-008] an audience export request is none, pending, success or failure', () => {
    const [start] = initialTransition(audienceExportMachine, {});
    const asked = pending();
    const [ok] = transition(audienceExportMachine, asked, done({ status: 'success', downloadPath: '/f.csv' }));
    const [refused] = transition(audienceExportMachine, asked, done({ status: 'failure' }));
    const [broken] = transition(audienceExportMachine, asked, {
      type: 'xstate.error.actor.requestExport',
      error: new Error('offline'),
    } as never);
    const seen = [start, asked, ok, refused, broken].map(selectAudienceExportStatus);
    expect(seen).toEqual(['none', 'pending', 'success', 'failure', 'failure']);
    expect([...new Set(seen)].sort()).toEqual([...AUDIENCE_EXPORT_STATUSES].sort());
    expect(selectAudienceExportDownload(ok)).toBe('/f.csv');
    expect([start, ok, refused].map(selectAudienceExportScreen)).toEqual(['form', 'exporting', 'error']);
  });

  it('[AUD-008] the request carries the include-survey choice; Try Again asks once more and can succeed', async () => {
    const asked: AudienceExportRequest[] = [];
    let answers: AudienceExportResult[] = [{ status: 'failure' }, { status: 'success', downloadPath: '/x.csv' }];
    const machine = audienceExportMachine.provide({
      actors: {
        requestExport: fromPromise<AudienceExportResult, AudienceExportRequest>(async ({ input }) => {
          asked.push(input);
          const [next, ...rest] = answers;
          answers = rest;
          return next ?? { status: 'failure' };
        }),
      },
    });
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'export.setExtended', extended: false });
    actor.send({ type: 'export.request' });
    await waitFor(actor, (s) => s.matches('failure'));
    // While failed, a second request is not possible without Try Again; while pending, nothing is asked twice.
    actor.send({ type: 'export.request' });
    expect(asked).toHaveLength(1);
    actor.send({ type: 'export.retry' });
    actor.send({ type: 'export.retry' });
    await waitFor(actor, (s) => s.matches('success'));
    expect(asked).toEqual([{ extended: false }, { extended: false }]);
    expect(selectAudienceExportDownload(actor.getSnapshot())).toBe('/x.csv');
    actor.send({ type: 'export.reset' });
    expect(selectAudienceExportStatus(actor.getSnapshot())).toBe('none');
    expect(selectAudienceExportDownload(actor.getSnapshot())).toBe('/x.csv');
    actor.stop();
  });

  it('reaches every state and transition of its model', () => {
    const coverage = modelCoverage(audienceExportModel);
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions.map((e) => e.id)).toEqual([]);
  });
});
