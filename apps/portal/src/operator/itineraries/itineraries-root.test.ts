// The itineraries root's redirect: the first group with an itinerary wins, in the spec's order.
import { describe, expect, it } from 'vitest';
import { itinerariesRootTarget } from './itineraries-root.js';

describe('itineraries root', () => {
  it('[RTE-017] redirects to the first Not Submitted itinerary before Pending Approval and Live ones', () => {
    expect(
      itinerariesRootTarget({ 'not-submitted': { id: 'a' }, 'pending-approval': { id: 'b' }, live: { id: 'c' } }),
    ).toEqual({ kind: 'redirect', to: '/app/operator/itineraries/a/review-details' });
    expect(
      itinerariesRootTarget({ 'not-submitted': null, 'pending-approval': { id: 'b' }, live: { id: 'c' } }),
    ).toEqual({ kind: 'redirect', to: '/app/operator/itineraries/b/review-details' });
    expect(itinerariesRootTarget({ 'not-submitted': null, 'pending-approval': null, live: { id: 'c' } })).toEqual({
      kind: 'redirect',
      to: '/app/operator/itineraries/c/review-details',
    });
  });

  it('[RTE-017] waits for an earlier group before taking a later one', () => {
    expect(itinerariesRootTarget({ 'pending-approval': { id: 'b' } })).toEqual({ kind: 'loading' });
    expect(itinerariesRootTarget({ 'not-submitted': { id: 'a' } })).toEqual({
      kind: 'redirect',
      to: '/app/operator/itineraries/a/review-details',
    });
  });

  it('[RTE-018] shows the Welcome message when there is no itinerary at all', () => {
    expect(itinerariesRootTarget({ 'not-submitted': null, 'pending-approval': null, live: null })).toEqual({
      kind: 'welcome',
    });
  });
});
