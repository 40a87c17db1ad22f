// New booking machine: the entry status per trip setting and spots, as a property, and its model coverage.
import fc from 'fast-check';
import { initialTransition } from 'xstate';
import { describe, expect, it } from 'vitest';
import { machineDiagram } from '../shared/diagram.js';
import { newBookingMachine } from './new-booking.machine.js';
import { newBookingStatusOf } from './new-booking.selectors.js';

describe('new booking machine', () => {
  it('[MKT-008] a paid booking is pending the host, confirmed when the trip auto-confirms, waitlisted when the trip is full', () => {
    expect(newBookingStatusOf({ tripAutoConfirms: false, spotsTaken: true })).toBe('pending');
    expect(newBookingStatusOf({ tripAutoConfirms: true, spotsTaken: true })).toBe('confirmed');
    expect(newBookingStatusOf({ tripAutoConfirms: true, spotsTaken: false })).toBe('waitlist');
    expect(newBookingStatusOf({ tripAutoConfirms: false, spotsTaken: false })).toBe('waitlist');
  });

  it('[MKT-008] property: the machine ends in a final state, waitlist exactly when no spot was taken', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (tripAutoConfirms, spotsTaken) => {
        const [snapshot] = initialTransition(newBookingMachine, { tripAutoConfirms, spotsTaken });
        expect(snapshot.status).toBe('done');
        expect(snapshot.value === 'waitlist').toBe(!spotsTaken);
        expect(snapshot.value === 'confirmed').toBe(spotsTaken && tripAutoConfirms);
      }),
    );
  });

  it('[MKT-008] every entry state is described and reachable from the decision', () => {
    const diagram = machineDiagram(newBookingMachine);
    const targets = diagram.edges.flatMap((e) => e.targets);
    for (const state of ['pending', 'confirmed', 'waitlist']) expect(targets.some((t) => t.endsWith(state))).toBe(true);
  });
});
