import { createActor, fromPromise, initialTransition, transition, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { modelCoverage } from '../shared/coverage.js';
import { draftLaunchEvent } from './launch-editor.guards.js';
import { launchEditorMachine } from './launch-editor.machine.js';
import { launchEditorModel } from './launch-editor.model.js';
import {
  selectEditorCanSchedule,
  selectEditorCanUnschedule,
  selectEditorDialogOpen,
  selectEditorEligible,
  selectEditorLaunchStatus,
} from './launch-editor.selectors.js';
import type { LaunchEditorInput, PersistLaunchInput } from './launch-editor.types.js';

const now = new Date('2026-11-21T12:00:00Z');
const unscheduled: LaunchEditorInput = {
  tripStatus: 'host-approved',
  launchDate: null,
  now,
  today: '2026-11-21',
  zone: 'Asia/Tokyo',
};
const scheduled: LaunchEditorInput = { ...unscheduled, launchDate: new Date('2026-12-05T00:00:00Z') };

/** The editor with a recording persist actor that succeeds or fails. */
function harness(input: LaunchEditorInput, fail = false) {
  const stored: PersistLaunchInput[] = [];
  const failures: string[] = [];
  const machine = launchEditorMachine.provide({
    actors: {
      persistLaunch: fromPromise<void, PersistLaunchInput>(async ({ input }) => {
        stored.push(input);
        if (fail) throw new Error('offline');
      }),
    },
    actions: { announceFailed: (_, params) => failures.push(params.action) },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, stored, failures };
}

describe('launch editor', () => {
  it('[WSP-036] Schedule Launch stores the date and time in the host zone, then the launch machine is scheduled', async () => {
    const { actor, stored } = harness(unscheduled);
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'draft.change', values: { date: '2026-12-01', time: '09:00' } });
    expect(selectEditorCanSchedule(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'editor.schedule' });
    expect(actor.getSnapshot().value).toBe('saving');
    await waitFor(actor, (s) => s.matches('closed'));
    // 09:00 in Tokyo is 00:00 UTC.
    expect(stored).toEqual([
      {
        event: {
          type: 'launch.schedule',
          date: '2026-12-01',
          time: '09:00',
          launchDate: new Date('2026-12-01T00:00:00Z'),
        },
        zone: 'Asia/Tokyo',
      },
    ]);
    expect(selectEditorLaunchStatus(actor.getSnapshot())).toBe('scheduled');
    expect(actor.getSnapshot().context.saved).toEqual({ date: '2026-12-01', time: '09:00' });
  });

  it('[WSP-032] Schedule Launch is refused until the date and time change and are valid', () => {
    const [start] = initialTransition(launchEditorMachine, scheduled);
    const [open] = transition(launchEditorMachine, start, { type: 'dialog.open' });
    expect(open.context.draft).toEqual({ date: '2026-12-05', time: '09:00' });
    expect(selectEditorCanSchedule(open)).toBe(false);
    const [past] = transition(launchEditorMachine, open, { type: 'draft.change', values: { date: '2026-11-01' } });
    expect(selectEditorCanSchedule(past)).toBe(false);
    const [later] = transition(launchEditorMachine, open, { type: 'draft.change', values: { date: '2026-12-06' } });
    expect(selectEditorCanSchedule(later)).toBe(true);
  });

  it('[WSP-032] a draft names a launch only with both its date and its time', () => {
    const [start] = initialTransition(launchEditorMachine, scheduled);
    const [open] = transition(launchEditorMachine, start, { type: 'dialog.open' });
    const withDraft = (draft: { date: string | null; time: string }) => ({ ...open.context, draft });
    expect(draftLaunchEvent(withDraft({ date: '2026-12-06', time: '' }))).toBeNull();
    expect(draftLaunchEvent(withDraft({ date: null, time: '10:30' }))).toBeNull();
    expect(draftLaunchEvent(withDraft({ date: '2026-12-06', time: '10:30' }))).toEqual({
      type: 'launch.schedule',
      date: '2026-12-06',
      time: '10:30',
      // 10:30 in Tokyo (UTC+9).
      launchDate: new Date('2026-12-06T01:30:00Z'),
    });
  });

  it('[WSP-039] an ineligible trip can neither schedule nor unschedule, and says so without a sample event', () => {
    const [start] = initialTransition(launchEditorMachine, { ...scheduled, tripStatus: 'cancelled' });
    expect(selectEditorEligible(start)).toBe(false);
    expect(selectEditorCanUnschedule(start)).toBe(false);
    const [open] = transition(launchEditorMachine, start, { type: 'dialog.open' });
    const [changed] = transition(launchEditorMachine, open, { type: 'draft.change', values: { date: '2026-12-06' } });
    expect(selectEditorCanSchedule(changed)).toBe(false);
    const [eligible] = initialTransition(launchEditorMachine, scheduled);
    expect(selectEditorEligible(eligible)).toBe(true);
  });

  it('[WSP-037] Unschedule stores the cleared launch, then the launch machine is not scheduled', async () => {
    const { actor, stored } = harness(scheduled);
    expect(selectEditorCanUnschedule(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'editor.unschedule' });
    await waitFor(actor, (s) => s.matches('closed'));
    expect(stored.map((s) => s.event.type)).toEqual(['launch.unschedule']);
    expect(selectEditorLaunchStatus(actor.getSnapshot())).toBe('not-scheduled');
  });

  it("[WSP-031] 'Schedule Later' is stored and completes the promote tutorial", async () => {
    const { actor, stored } = harness(unscheduled);
    actor.send({ type: 'dialog.open' });
    expect(selectEditorDialogOpen(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'editor.scheduleLater' });
    await waitFor(actor, (s) => s.matches('closed'));
    expect(stored.map((s) => s.event.type)).toEqual(['launch.scheduleLater']);
    expect(actor.getSnapshot().context.launch.context.hasHostCompletedPromoteTutorial).toBe(true);
  });

  it("[WSP-031] [WSP-040] 'Schedule Later' on a scheduled launch is sent; the API's refusal leaves the launch scheduled", async () => {
    const { actor, stored, failures } = harness(scheduled, true);
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'editor.scheduleLater' });
    await waitFor(actor, (s) => s.matches('open'));
    expect(stored.map((s) => s.event.type)).toEqual(['launch.scheduleLater']);
    expect(failures).toEqual(['scheduling']);
    expect(selectEditorLaunchStatus(actor.getSnapshot())).toBe('scheduled');
  });

  it('[WSP-040] [WSP-041] a failed store keeps the launch as it was and announces which action failed', async () => {
    const failing = harness(unscheduled, true);
    failing.actor.send({ type: 'dialog.open' });
    failing.actor.send({ type: 'draft.change', values: { date: '2026-12-01' } });
    failing.actor.send({ type: 'editor.schedule' });
    await waitFor(failing.actor, (s) => s.matches('open'));
    expect(failing.failures).toEqual(['scheduling']);
    expect(selectEditorLaunchStatus(failing.actor.getSnapshot())).toBe('not-scheduled');

    const unscheduling = harness(scheduled, true);
    unscheduling.actor.send({ type: 'editor.unschedule' });
    await waitFor(unscheduling.actor, (s) => s.matches('closed'));
    expect(unscheduling.failures).toEqual(['unscheduling']);
    expect(selectEditorLaunchStatus(unscheduling.actor.getSnapshot())).toBe('scheduled');
  });

  it('reaches every state and transition with the model', () => {
    const coverage = modelCoverage(launchEditorModel);
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions.map((e) => e.id)).toEqual([]);
  });
});
