// The add-on lifecycle: toggling, undo, Clear All, saving and cancelling, checked through the pure transition.
import { ADD_ON_STATUSES, type AddOnStatus } from '@caravan/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { modelCoverage } from '../shared/coverage.js';
import { addOnMachine } from './add-on.machine.js';
import { addOnModel } from './add-on.model.js';
import { nextAddOnStatus, selectAddOnChangePending, selectAddOnHeld } from './add-on.selectors.js';
import type { AddOnEvent } from './add-on.types.js';

const start = (status: AddOnStatus) => initialTransition(addOnMachine, { status })[0];
const EVENTS: AddOnEvent[] = [
  { type: 'addOn.toggle' },
  { type: 'addOn.undo' },
  { type: 'changes.discard' },
  { type: 'changes.save' },
  { type: 'addOn.cancel' },
];

describe('add-on machine', () => {
  it('[MBK-025] starts in the stored status, one of the four', () => {
    for (const status of ADD_ON_STATUSES) expect(start(status).value).toBe(status);
  });

  it('[MBK-026] adding moves AVAILABLE to PENDING_ADDITION and PENDING_REMOVAL to CONFIRMED', () => {
    expect(nextAddOnStatus('AVAILABLE', { type: 'addOn.toggle' })).toBe('PENDING_ADDITION');
    expect(nextAddOnStatus('PENDING_REMOVAL', { type: 'addOn.toggle' })).toBe('CONFIRMED');
  });

  it('[MBK-027] removing moves CONFIRMED to PENDING_REMOVAL and PENDING_ADDITION to AVAILABLE', () => {
    expect(nextAddOnStatus('CONFIRMED', { type: 'addOn.toggle' })).toBe('PENDING_REMOVAL');
    expect(nextAddOnStatus('PENDING_ADDITION', { type: 'addOn.toggle' })).toBe('AVAILABLE');
  });

  it('[MBK-029] [MBK-032] undo and Clear All return a pending change to where it started; settled ones stay', () => {
    for (const type of ['addOn.undo', 'changes.discard'] as const) {
      expect(nextAddOnStatus('PENDING_ADDITION', { type })).toBe('AVAILABLE');
      expect(nextAddOnStatus('PENDING_REMOVAL', { type })).toBe('CONFIRMED');
      expect(nextAddOnStatus('AVAILABLE', { type })).toBe('AVAILABLE');
      expect(nextAddOnStatus('CONFIRMED', { type })).toBe('CONFIRMED');
    }
    expect(start('AVAILABLE').can({ type: 'addOn.undo' })).toBe(false);
  });

  it('a saved (or paid) update books an addition and gives a removal back; a booked policy can be cancelled alone', () => {
    expect(nextAddOnStatus('PENDING_ADDITION', { type: 'changes.save' })).toBe('CONFIRMED');
    expect(nextAddOnStatus('PENDING_REMOVAL', { type: 'changes.save' })).toBe('AVAILABLE');
    expect(nextAddOnStatus('CONFIRMED', { type: 'addOn.cancel' })).toBe('AVAILABLE');
    expect(start('PENDING_ADDITION').can({ type: 'addOn.cancel' })).toBe(false);
  });

  it('[MBK-028] held means CONFIRMED or PENDING_ADDITION; toggling always flips held (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ADD_ON_STATUSES), (status) => {
        const snapshot = start(status);
        expect(selectAddOnHeld(snapshot)).toBe(status === 'CONFIRMED' || status === 'PENDING_ADDITION');
        const [toggled] = transition(addOnMachine, snapshot, { type: 'addOn.toggle' });
        expect(selectAddOnHeld(toggled)).toBe(!selectAddOnHeld(snapshot));
        expect(selectAddOnChangePending(snapshot)).toBe(status.startsWith('PENDING_'));
      }),
    );
  });

  it('after a save or a discard no change is pending, whatever came before (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ADD_ON_STATUSES),
        fc.array(fc.constantFrom(...EVENTS), { maxLength: 8 }),
        fc.constantFrom('changes.save' as const, 'changes.discard' as const),
        (status, events, end) => {
          const final = [...events, { type: end }].reduce((s, e) => transition(addOnMachine, s, e)[0], start(status));
          expect(selectAddOnChangePending(final)).toBe(false);
        },
      ),
    );
  });

  it('the model reaches every state and every transition', () => {
    // The starting state's branches each need their own stored status: explore from all four, take the union.
    const coverages = ADD_ON_STATUSES.map((status) => modelCoverage({ ...addOnModel, input: { status } }));
    const missingEverywhere = (c: (typeof coverages)[number]) => c.missingTransitions.map((e) => e.id);
    const neverTaken = missingEverywhere(coverages[0] as (typeof coverages)[number]).filter((id) =>
      coverages.every((c) => missingEverywhere(c).includes(id)),
    );
    expect(neverTaken).toEqual([]);
    expect(coverages.every((c) => c.missingStates.length === 0)).toBe(true);
  });
});
