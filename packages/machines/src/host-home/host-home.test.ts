import { createActor, fromPromise, initialTransition, transition, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { modelCoverage } from '../shared/coverage.js';
import { hostHomeMachine } from './host-home.machine.js';
import { hostHomeModel } from './host-home.model.js';
import { selectHostHomeDestination, selectHostHomeFailed } from './host-home.selectors.js';

const withCount = (load: () => Promise<number>) =>
  hostHomeMachine.provide({ actors: { loadHomeTripCount: fromPromise<number>(load) } });

describe('host-home machine', () => {
  it('[HOM-002] Home loads the home trips and, with at least one, redirects to the dashboard', async () => {
    let calls = 0;
    const actor = createActor(
      withCount(async () => {
        calls += 1;
        return 2;
      }),
    ).start();
    expect(selectHostHomeDestination(actor.getSnapshot())).toBeNull();
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toBe(1);
    expect(selectHostHomeDestination(actor.getSnapshot())).toBe('/app/host/home/dashboard');
  });

  it('[HOM-003] with no home trips Home redirects to the progress (welcome) sub-route', async () => {
    const actor = createActor(withCount(async () => 0)).start();
    await waitFor(actor, (s) => s.status === 'done');
    expect(selectHostHomeDestination(actor.getSnapshot())).toBe('/app/host/home/progress');
  });

  it('[HOM-002] [HOM-003] a failed load redirects nowhere; retrying loads again and redirects', () => {
    const [loading] = initialTransition(hostHomeMachine);
    const [failed] = transition(hostHomeMachine, loading, {
      type: 'xstate.error.actor.loadHomeTripCount',
      error: new Error('offline'),
    } as never);
    expect(selectHostHomeFailed(failed)).toBe(true);
    expect(selectHostHomeDestination(failed)).toBeNull();
    const [again] = transition(hostHomeMachine, failed, { type: 'home.retry' });
    expect(again.value).toBe('loading');
    const [done] = transition(hostHomeMachine, again, {
      type: 'xstate.done.actor.loadHomeTripCount',
      output: 1,
    } as never);
    expect(selectHostHomeDestination(done)).toBe('/app/host/home/dashboard');
  });

  it('reaches every state and transition of its model', () => {
    const coverage = modelCoverage(hostHomeModel);
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions.map((e) => e.id)).toEqual([]);
  });
});
