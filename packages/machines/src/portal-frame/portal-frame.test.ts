import { createActor, initialTransition, transition } from 'xstate';
import { describe, expect, it } from 'vitest';
import { modelCoverage } from '../shared/coverage.js';
import { portalFrameMachine } from './portal-frame.machine.js';
import { portalFrameModel } from './portal-frame.model.js';
import { selectPortalFrameDestination } from './portal-frame.selectors.js';

const afterMessage = (data: unknown) => {
  const [start] = initialTransition(portalFrameMachine);
  return transition(portalFrameMachine, start, { type: 'frame.message', data })[0];
};

describe('portal-frame machine', () => {
  it('[CAT-006] a frame message carrying an itinerary id navigates to /app/host/itineraries/{id}/request', () => {
    const s = afterMessage({ itineraryId: 'abc-123' });
    expect(s.value).toBe('navigating');
    expect(selectPortalFrameDestination(s)).toBe('/app/host/itineraries/abc-123/request');
  });

  it('[CAT-007] a frame message carrying the start-surveying flag navigates to /app/host/audience/research', () => {
    const s = afterMessage({ startSurveying: true });
    expect(selectPortalFrameDestination(s)).toBe('/app/host/audience/research');
  });

  it('[CAT-006] [CAT-007] any other message is ignored: no navigation, still listening', () => {
    for (const data of [null, 'go', { itineraryId: '' }, { startSurveying: 'yes' }, { other: 1 }]) {
      const s = afterMessage(data);
      expect(s.value, JSON.stringify(data)).toBe('listening');
      expect(selectPortalFrameDestination(s)).toBeNull();
    }
  });

  it('[CAT-006] once navigated it listens again, and a second message while navigating is ignored', () => {
    const actor = createActor(portalFrameMachine).start();
    actor.send({ type: 'frame.message', data: { itineraryId: 'first' } });
    actor.send({ type: 'frame.message', data: { itineraryId: 'second' } });
    expect(selectPortalFrameDestination(actor.getSnapshot())).toBe('/app/host/itineraries/first/request');
    actor.send({ type: 'frame.navigated' });
    expect(selectPortalFrameDestination(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'frame.message', data: { itineraryId: 'second' } });
    expect(selectPortalFrameDestination(actor.getSnapshot())).toBe('/app/host/itineraries/second/request');
    actor.stop();
  });

  it('reaches every state and transition of its model', () => {
    const coverage = modelCoverage(portalFrameModel);
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions.map((e) => e.id)).toEqual([]);
  });
});
