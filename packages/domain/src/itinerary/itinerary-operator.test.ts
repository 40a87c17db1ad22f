// The operator itinerary area's rules: sidebar groups, step paths, which step is disabled, Next.
import { describe, expect, it } from 'vitest';
import { ITINERARY_STATUSES, type ItineraryStatus } from '../shared/statuses.js';
import {
  OPERATOR_ITINERARY_GROUPS,
  type OperatorItineraryGroupKey,
  isNewItinerarySegment,
  isOperatorItineraryStepDisabled,
  itineraryStatusesOfGroup,
  nextOperatorItineraryStep,
  operatorItineraryGroupOf,
  operatorItineraryPath,
} from './itinerary-operator.rules.js';
import { operatorItineraryStatusLabel } from './itinerary.rules.js';

describe('operator itinerary area', () => {
  it('[OPI-007] groups every status under its list label, in the order Not Submitted, Pending Approval, Live', () => {
    expect(OPERATOR_ITINERARY_GROUPS.map((g) => g.label)).toEqual(['Not Submitted', 'Pending Approval', 'Live']);
    for (const status of ITINERARY_STATUSES) {
      const key = operatorItineraryGroupOf(status);
      expect(itineraryStatusesOfGroup(key)).toContain(status);
      expect(OPERATOR_ITINERARY_GROUPS.find((g) => g.key === key)?.label).toBe(operatorItineraryStatusLabel(status));
    }
  });

  it('[OPI-007] each group holds exactly its statuses, and each status belongs to exactly its group', () => {
    expect(itineraryStatusesOfGroup('not-submitted')).toEqual(['created', 'incomplete']);
    expect(itineraryStatusesOfGroup('pending-approval')).toEqual(['in-review']);
    expect(itineraryStatusesOfGroup('live')).toEqual(['complete']);
    expect(ITINERARY_STATUSES.map(operatorItineraryGroupOf)).toEqual([
      'not-submitted',
      'not-submitted',
      'pending-approval',
      'live',
    ]);
  });

  it('an unvalidated group key holds no status; a status no group lists falls under Not Submitted', () => {
    expect(itineraryStatusesOfGroup('archived' as OperatorItineraryGroupKey)).toEqual([]);
    expect(operatorItineraryGroupOf('archived' as ItineraryStatus)).toBe('not-submitted');
  });

  it('[RTE-012] paths of the new itinerary and of a stored one, its id encoded, review-details by default', () => {
    expect(operatorItineraryPath(null)).toBe('/app/operator/itineraries/new/review-details');
    expect(operatorItineraryPath('abc', 'configure-services')).toBe('/app/operator/itineraries/abc/configure-services');
    expect(operatorItineraryPath('a/b c')).toBe('/app/operator/itineraries/a%2Fb%20c/review-details');
  });

  it('[RTE-012] only the segment "new" names the itinerary not saved yet', () => {
    expect(isNewItinerarySegment('new')).toBe(true);
    expect(isNewItinerarySegment('New')).toBe(false);
    expect(isNewItinerarySegment('abc')).toBe(false);
    expect(isNewItinerarySegment('')).toBe(false);
  });

  it('review-pricing and success are disabled only while the itinerary is new', () => {
    expect(isOperatorItineraryStepDisabled('review-pricing', null)).toBe(true);
    expect(isOperatorItineraryStepDisabled('success', null)).toBe(true);
    expect(isOperatorItineraryStepDisabled('review-details', null)).toBe(false);
    expect(isOperatorItineraryStepDisabled('configure-services', null)).toBe(false);
    expect(isOperatorItineraryStepDisabled('review-pricing', 'abc')).toBe(false);
  });

  it('each tab leads to the next; the last has none', () => {
    expect(nextOperatorItineraryStep('review-details')).toBe('configure-services');
    expect(nextOperatorItineraryStep('configure-services')).toBe('review-pricing');
    expect(nextOperatorItineraryStep('review-pricing')).toBeNull();
    expect(nextOperatorItineraryStep('success')).toBeNull();
  });
});
