import fc from 'fast-check';
import { createActor, initialTransition, transition } from 'xstate';
import { describe, expect, it } from 'vitest';
import { isLaunchSchedulingEligible } from '@caravan/domain';
import { modelCoverage } from '../shared/coverage.js';
import { explainEvent } from '../shared/explain.js';
import { launchMachine } from './launch.machine.js';
import { launchModel } from './launch.model.js';
import { selectLaunchStatus } from './launch.selectors.js';

const input = launchModel.input;
if (!input) throw new Error('the launch model names its input');
const schedule = {
  type: 'launch.schedule',
  launchDate: new Date('2026-12-01T14:00:00Z'),
  date: '2026-12-01',
  time: '09:00',
} as const;

describe('launch machine', () => {
  it('[WSP-036] scheduling a valid launch date sets the launch status to scheduled', () => {
    const [start] = initialTransition(launchMachine, input);
    expect(selectLaunchStatus(start)).toBe('not-scheduled');
    const [next] = transition(launchMachine, start, schedule);
    expect(selectLaunchStatus(next)).toBe('scheduled');
    expect(next.context.launchDate?.toISOString()).toBe('2026-12-01T14:00:00.000Z');
  });

  it('[WSP-037] setting the launch date to null unschedules the launch', () => {
    const [start] = initialTransition(launchMachine, { ...input, launchDate: new Date('2026-12-01T14:00:00Z') });
    expect(selectLaunchStatus(start)).toBe('scheduled');
    const [next] = transition(launchMachine, start, { type: 'launch.unschedule' });
    expect(selectLaunchStatus(next)).toBe('not-scheduled');
    expect(next.context.launchDate).toBeNull();
  });

  it("[WSP-031] 'Schedule Later' sets hasHostCompletedPromoteTutorial and then continues", () => {
    const [start] = initialTransition(launchMachine, input);
    expect(start.context.hasHostCompletedPromoteTutorial).toBe(false);
    const [later] = transition(launchMachine, start, { type: 'launch.scheduleLater' });
    expect(later.context.hasHostCompletedPromoteTutorial).toBe(true);
    // It continues: the launch stays unscheduled and can still be scheduled afterwards.
    expect(selectLaunchStatus(later)).toBe('not-scheduled');
    const [next] = transition(launchMachine, later, schedule);
    expect(selectLaunchStatus(next)).toBe('scheduled');
    expect(next.context.hasHostCompletedPromoteTutorial).toBe(true);
  });

  it('refuses a date in the past, and says which guard refused', () => {
    const [start] = initialTransition(launchMachine, input);
    const past = { ...schedule, date: '2026-11-01', launchDate: new Date('2026-11-01T14:00:00Z') };
    expect(start.can(past)).toBe(false);
    expect(explainEvent(start, past)).toEqual({ allowed: false, reason: 'guard', guards: ['canSchedule'] });
    expect(explainEvent(start, { type: 'launch.unschedule' })).toEqual({ allowed: false, reason: 'no-transition' });
  });

  it('becomes launched once the clock passes the launch date', () => {
    const actor = createActor(launchMachine, {
      input: { ...input, launchDate: new Date('2026-12-01T14:00:00Z') },
    }).start();
    actor.send({ type: 'clock.tick', now: new Date('2026-12-01T14:00:01Z'), today: '2026-12-01' });
    expect(selectLaunchStatus(actor.getSnapshot())).toBe('launched');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('the eligibility guard agrees with the domain rule for any status and launch date', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...(['created', 'host-approved', 'live', 'confirmed', 'cancelled'] as const)),
        fc.option(fc.integer({ min: -30, max: 30 }), { nil: null }),
        (tripStatus, offsetDays) => {
          const launchDate = offsetDays === null ? null : new Date(input.now.getTime() + offsetDays * 86_400_000 + 1);
          const [s] = initialTransition(launchMachine, { ...input, tripStatus, launchDate });
          const eligible = isLaunchSchedulingEligible({ status: tripStatus, launchDate }, input.now);
          if (s.matches('launched')) expect(eligible).toBe(false);
          else expect(s.can(schedule)).toBe(eligible);
        },
      ),
    );
  });

  it('model-based: every state and every transition is reached', () => {
    const coverage = modelCoverage(launchModel);
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions.map((e) => e.id)).toEqual([]);
  });
});
