// Tests of how a lifecycle timeline reads to each audience (MKT-024).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CANCELLATION_REASON_CODE_LIST } from '../cancellation/cancellation.constants.js';
import { USER_GROUPS } from '../shared/statuses.js';
import { HOST_TRIP_CANCELLATION_MESSAGES } from '../trip-request/host-trip-cancellation.rules.js';
import { timelineActorLabel, timelineReason } from './timeline.rules.js';

describe('lifecycle timeline', () => {
  it('[MKT-024] the viewer reads their own moves as "You", whatever their group', () => {
    for (const group of USER_GROUPS) expect(timelineActorLabel({ id: 'me', group }, 'me')).toBe('You');
  });

  it('[MKT-024] others by their part: the host, the operator, a traveler; admins and the scheduler are Caravan', () => {
    expect(timelineActorLabel({ id: 'h', group: 'host' }, 'me')).toBe('The host');
    expect(timelineActorLabel({ id: 'o', group: 'operator' }, 'me')).toBe('The operator');
    expect(timelineActorLabel({ id: 't', group: 'traveler' }, 'me')).toBe('A traveler');
    expect(timelineActorLabel({ id: 'a', group: 'admin' }, 'me')).toBe('Caravan');
    expect(timelineActorLabel({ id: null, group: null }, 'me')).toBe('Caravan');
  });

  it('[MKT-024] an admin reads an internal reason code with its meaning; an owner never reads one', () => {
    expect(timelineReason('12', 'admin')).toBe('12 — confirmed, full refund');
    expect(timelineReason('12', 'owner')).toBeNull();
    for (const code of CANCELLATION_REASON_CODE_LIST) expect(timelineReason(code, 'owner')).toBeNull();
  });

  it("[MKT-024] [TRP-007] a host reads a trip's reason as its message; an unknown one is the default message", () => {
    expect(timelineReason('provider-cancelled-force-majeure', 'owner', 'trip')).toBe(
      HOST_TRIP_CANCELLATION_MESSAGES.provider,
    );
    expect(timelineReason('automatic-launch-overdue', 'owner', 'trip')).toBe(
      HOST_TRIP_CANCELLATION_MESSAGES['launch-overdue'],
    );
    expect(timelineReason('The operator withdrew', 'owner', 'trip')).toBe(HOST_TRIP_CANCELLATION_MESSAGES.default);
    expect(timelineReason('The operator withdrew', 'admin', 'trip')).toBe('The operator withdrew');
  });

  it('[MKT-024] a reason in words reads the same to everyone; no reason is null', () => {
    expect(timelineReason('Change of plans', 'owner')).toBe('Change of plans');
    expect(timelineReason('Change of plans', 'admin')).toBe('Change of plans');
    expect(timelineReason(null, 'owner')).toBeNull();
    expect(timelineReason('', 'admin')).toBeNull();
    expect(timelineReason(null, 'owner', 'trip')).toBeNull();
    expect(timelineReason('', 'owner', 'trip')).toBeNull();
    fc.assert(
      fc.property(
        fc.string().filter((s) => s !== '' && !/^\d\d$/.test(s)),
        (words) => timelineReason(words, 'owner') === words,
      ),
    );
  });
});
