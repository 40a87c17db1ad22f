import {
  INVENTORY_ACCOMMODATION_CARD_STATES,
  type InventoryAccommodationCardState,
  inventoryAccommodationCardState,
} from '@caravan/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { modelCoverage } from '../shared/coverage.js';
import { allStateNodes } from '../shared/diagram.js';
import { accommodationCardMachine } from './accommodation-card.machine.js';
import { accommodationCardModel } from './accommodation-card.model.js';
import {
  accommodationCardSnapshotOf,
  selectAccommodationCardSelectable,
  selectAccommodationCardState,
} from './accommodation-card.selectors.js';
import type { AccommodationCardEvent, AccommodationCardInput } from './accommodation-card.types.js';

const start = (input: AccommodationCardInput) => initialTransition(accommodationCardMachine, input)[0];
const step = (events: AccommodationCardEvent[], from: ReturnType<typeof start>) =>
  events.reduce((s, e) => transition(accommodationCardMachine, s, e)[0], from);

describe('inventory accommodation card machine', () => {
  it('[ALT-010] an inventory accommodation card is in one of the states assigned, selected, unselected, disabled, saving or idle', () => {
    const resting = allStateNodes(accommodationCardMachine)
      .map((n) => n.key)
      .filter((k) => k !== 'resolving');
    expect(resting.sort()).toEqual([...INVENTORY_ACCOMMODATION_CARD_STATES].sort());

    const assigned = start({ accommodationId: 'a', savedSelection: 'a' });
    expect(selectAccommodationCardState(assigned)).toBe('assigned');
    expect(selectAccommodationCardSelectable(assigned)).toBe(false);
    const unselected = step([{ type: 'selection.change', draftSelection: 'b' }], assigned);
    expect(selectAccommodationCardState(unselected)).toBe('unselected');
    const idle = start({ accommodationId: 'b', savedSelection: 'a' });
    expect(selectAccommodationCardState(idle)).toBe('idle');
    const selected = step([{ type: 'card.select' }], idle);
    expect(selectAccommodationCardState(selected)).toBe('selected');
    const saving = step([{ type: 'save.start' }], selected);
    expect(selectAccommodationCardState(saving)).toBe('saving');
    expect(selectAccommodationCardSelectable(saving)).toBe(false);
    expect(selectAccommodationCardState(step([{ type: 'save.done', savedSelection: 'b' }], saving))).toBe('assigned');
    expect(selectAccommodationCardState(step([{ type: 'save.fail' }], saving))).toBe('selected');
    expect(selectAccommodationCardState(step([{ type: 'card.setDisabled', disabled: true }], idle))).toBe('disabled');
  });

  it('the card state agrees with the domain rule inventoryAccommodationCardState for any selections', () => {
    const id = fc.option(fc.constantFrom('a', 'b', 'c'), { nil: undefined });
    fc.assert(
      fc.property(id, id, fc.boolean(), fc.boolean(), (savedSelection, draftSelection, disabled, saving) => {
        let s = start({ accommodationId: 'a', savedSelection, draftSelection, disabled });
        if (saving) s = step([{ type: 'save.start' }], s);
        const expected: InventoryAccommodationCardState = inventoryAccommodationCardState({
          accommodationId: 'a',
          savedSelection,
          draftSelection,
          disabled,
          saving,
        });
        expect(selectAccommodationCardState(s)).toBe(expected);
        expect(selectAccommodationCardSelectable(s)).toBe(expected === 'idle' || expected === 'unselected');
      }),
    );
  });

  it('[ALT-010] a card restored from the panel’s state (input, no mirrored events) is in the domain rule’s state', () => {
    const id = fc.option(fc.constantFrom('a', 'b', 'c'), { nil: undefined });
    fc.assert(
      fc.property(id, id, fc.boolean(), fc.boolean(), (savedSelection, draftSelection, disabled, saving) => {
        const card = { accommodationId: 'a', savedSelection, draftSelection, disabled, saving };
        const s = accommodationCardSnapshotOf(card);
        const expected = inventoryAccommodationCardState(card);
        expect(selectAccommodationCardState(s)).toBe(expected);
        expect(selectAccommodationCardSelectable(s)).toBe(expected === 'idle' || expected === 'unselected');
      }),
    );
  });

  it('model-based: every state and every transition is reached', () => {
    const coverage = modelCoverage(accommodationCardModel);
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions.map((e) => e.id)).toEqual([]);
  });
});
