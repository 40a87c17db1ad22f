import {
  canAddOrEditGatherings,
  canDeleteHostService,
  HOST_SERVICE_TYPES,
  type HostService,
  isHostServiceEditable,
  isWorkshopOpen,
  TRIP_STATUSES,
} from '@caravan/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, initialTransition, transition, waitFor } from 'xstate';
import { modelCoverage } from '../shared/coverage.js';
import { gatheringsEditorMachine } from './gatherings-editor.machine.js';
import { gatheringsEditorModel, sampleServicesByDay } from './gatherings-editor.model.js';
import {
  selectDeleteConfirmationOpen,
  selectDraftErrors,
  selectEditingItemId,
  selectEditNotice,
  selectGatheringFailure,
  selectGatheringToast,
  selectItemActions,
  selectItemActionsOf,
  selectServicesByDay,
} from './gatherings-editor.selectors.js';
import type {
  GatheringsEditorEvent,
  GatheringsEditorInput,
  SaveItineraryItemRequest,
} from './gatherings-editor.types.js';

const input = gatheringsEditorModel.input as GatheringsEditorInput;
const start = (over: Partial<GatheringsEditorInput> = {}) =>
  initialTransition(gatheringsEditorMachine, { ...input, ...over })[0];
const step = (events: GatheringsEditorEvent[], from = start()) =>
  events.reduce((s, e) => transition(gatheringsEditorMachine, s, e)[0], from);
const ids = (s: ReturnType<typeof start>) => selectServicesByDay(s).map((day) => day.map((x) => x._id));
const saved = (output: HostService) =>
  ({ type: 'xstate.done.actor.saveItineraryItem', output }) as unknown as GatheringsEditorEvent;
const fill = { type: 'draft.change', name: ' Sunset walk ', description: 'Meet at the pier' } as const;

describe('gatherings editor machine', () => {
  it('[WSP-085] a new itinerary entry starts in edit mode', () => {
    const s = step([{ type: 'gathering.add', dayIndex: 1 }]);
    expect(s.value).toBe('editing');
    expect(selectEditingItemId(s)).toBe('temp-new');
    expect(ids(s)[1]).toEqual(['w1', 'temp-new']);
    expect(s.context.draft).toEqual({ name: '', description: '', dayIndex: 1 });
  });

  it('[WSP-086] only one item may be edited at a time; starting another says to finish first', () => {
    const s = step([
      { type: 'item.edit', id: 'w1' },
      { type: 'gathering.add', dayIndex: 0 },
    ]);
    expect(selectEditingItemId(s)).toBe('w1');
    expect(ids(s)[0]).toEqual(['g1']);
    expect(selectEditNotice(s)).toBe('Please finish editing your in-progress item before creating a new one.');
    const other = step([{ type: 'item.edit', id: 'g1' }], s);
    expect(selectEditingItemId(other)).toBe('w1');
  });

  it('[WSP-082] a new gathering has a temporary id, is created on save, and is then updated', async () => {
    const requests: SaveItineraryItemRequest[] = [];
    const machine = gatheringsEditorMachine.provide({
      actors: {
        saveItineraryItem: fromPromise<HostService, SaveItineraryItemRequest>(async ({ input: r }) => {
          requests.push(r);
          return { ...r.service, _id: r.isNew ? 'g2' : r.service._id };
        }),
      },
    });
    const actor = createActor(machine, { input }).start();
    actor.send({ type: 'gathering.add', dayIndex: 0 });
    actor.send(fill);
    actor.send({ type: 'item.save' });
    let s = await waitFor(actor, (x) => x.matches('viewing'));
    expect(requests[0]).toMatchObject({ isNew: true, service: { _id: 'temp-new', name: 'Sunset walk', dayIndex: 0 } });
    expect(ids(s)[0]).toEqual(['g1', 'g2']);
    expect(selectGatheringToast(s)).toBe('Gathering created');
    actor.send({ type: 'item.edit', id: 'g2' });
    actor.send({ type: 'draft.change', description: 'Meet at the lighthouse' });
    actor.send({ type: 'item.save' });
    s = await waitFor(actor, (x) => x.matches('viewing'));
    expect(requests[1]).toMatchObject({ isNew: false, service: { _id: 'g2', description: 'Meet at the lighthouse' } });
    expect(selectGatheringToast(s)).toBe('Gathering updated');
  });

  it("[WSP-083] changing a gathering's day moves it to the new day", () => {
    const editing = step([
      { type: 'item.edit', id: 'g1' },
      { type: 'draft.change', dayIndex: 2 },
      { type: 'item.save' },
    ]);
    expect(editing.value).toBe('saving');
    const s = step([saved({ ...(sampleServicesByDay[0]?.[0] as HostService), dayIndex: 2 })], editing);
    expect(ids(s)).toEqual([[], ['w1'], ['a1', 'g1']]);
    expect(selectServicesByDay(s)[2]?.[1]?.dayIndex).toBe(2);
  });

  it('[WSP-084] deleting a gathering requires confirmation and removes it from servicesByDay', () => {
    const asking = step([{ type: 'gathering.delete', id: 'g1' }]);
    expect(selectDeleteConfirmationOpen(asking)).toBe(true);
    expect(ids(step([{ type: 'delete.cancel' }], asking))).toEqual([['g1'], ['w1'], ['a1']]);
    const deleting = step([{ type: 'delete.confirm' }], asking);
    expect(deleting.value).toBe('deleting');
    const s = step(
      [{ type: 'xstate.done.actor.deleteGathering', output: undefined } as unknown as GatheringsEditorEvent],
      deleting,
    );
    expect(ids(s)).toEqual([[], ['w1'], ['a1']]);
    expect(selectGatheringToast(s)).toBe('Gathering deleted');
    expect(start().can({ type: 'gathering.delete', id: 'w1' })).toBe(false);
  });

  it('[WSP-091] a gathering without a name or description is not saved', () => {
    const s = step([
      { type: 'gathering.add', dayIndex: 0 },
      { type: 'draft.change', name: '   ' },
      { type: 'item.save' },
    ]);
    expect(s.value).toBe('editing');
    expect(selectDraftErrors(s)).toEqual({ name: 'Name is required', description: 'Description is required' });
  });

  it('[WSP-094] a failed save keeps the item in edit mode with the error text', () => {
    const saving = step([{ type: 'gathering.add', dayIndex: 0 }, fill, { type: 'item.save' }]);
    const s = step(
      [{ type: 'xstate.error.actor.saveItineraryItem', error: new Error('Boom') } as unknown as GatheringsEditorEvent],
      saving,
    );
    expect(s.value).toBe('editing');
    expect(selectGatheringFailure(s)).toBe('Boom');
    const cancelled = step([{ type: 'item.cancel' }], s);
    expect(ids(cancelled)[0]).toEqual(['g1']);
  });

  it('[WSP-096] [WSP-097] a workshop is open until the host saves it; that save accepts it and says "Workshop created!"', () => {
    const open = start({
      servicesByDay: sampleServicesByDay.map((day) =>
        day.map((x) => (x.type === 'WORKSHOP_SPACE' ? { ...x, acceptedByHost: false } : x)),
      ),
    });
    const workshop = (s: ReturnType<typeof start>) => selectServicesByDay(s)[1]?.[0] as HostService;
    expect(isWorkshopOpen(workshop(open))).toBe(true);
    const editing = step([{ type: 'item.edit', id: 'w1' }, { type: 'item.save' }], open);
    expect(editing.value).toBe('saving');
    // The call's answer does not say accepted: the machine marks it so itself.
    const first = step([saved({ ...workshop(open), acceptedByHost: false })], editing);
    expect(workshop(first)?.acceptedByHost).toBe(true);
    expect(isWorkshopOpen(workshop(first))).toBe(false);
    expect(selectGatheringToast(first)).toBe('Workshop created!');
    // A later save of the accepted workshop is a plain save.
    const again = step([{ type: 'item.edit', id: 'w1' }, { type: 'item.save' }, saved(workshop(first))], first);
    expect(selectGatheringToast(again)).toBe('Gathering saved');
  });

  it('[WSP-098] a failed workshop save says "There was an error updating the workshop. Please try again."', () => {
    const saving = step([{ type: 'item.edit', id: 'w1' }, { type: 'item.save' }]);
    const s = step(
      [{ type: 'xstate.error.actor.saveItineraryItem', error: new Error('Boom') } as unknown as GatheringsEditorEvent],
      saving,
    );
    expect(s.value).toBe('editing');
    expect(selectGatheringFailure(s)).toBe('There was an error updating the workshop. Please try again.');
  });

  it('[WSP-090] gatherings cannot be added or edited on closed, cancelled or complete trips', () => {
    for (const tripStatus of ['closed', 'cancelled', 'complete'] as const) {
      const s = start({ tripStatus });
      expect(s.can({ type: 'gathering.add', dayIndex: 0 })).toBe(false);
      expect(selectItemActions(s, 'g1')).toEqual({ edit: false, delete: false });
      expect(selectItemActions(s, 'w1').edit).toBe(true);
      expect(selectItemActionsOf('w1')(s)).toEqual(selectItemActions(s, 'w1'));
      expect(selectItemActionsOf('g1')(s)).toEqual({ edit: false, delete: false });
    }
  });

  it('the add, edit and delete guards agree with the domain rules for any status and service type', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TRIP_STATUSES), fc.constantFrom(...HOST_SERVICE_TYPES), (tripStatus, type) => {
        const s = start({
          tripStatus,
          servicesByDay: [
            [{ _id: 'x', type, dayIndex: 0, name: 'n', description: 'd', removed: false, deleted: false }],
          ],
        });
        const open = type !== 'INFORMAL_GATHERING' || canAddOrEditGatherings(tripStatus);
        expect(s.can({ type: 'gathering.add', dayIndex: 0 })).toBe(canAddOrEditGatherings(tripStatus));
        expect(s.can({ type: 'item.edit', id: 'x' })).toBe(isHostServiceEditable(type) && open);
        expect(s.can({ type: 'gathering.delete', id: 'x' })).toBe(canDeleteHostService(type) && open);
      }),
    );
  });

  it('model-based: every state and every transition is reached', () => {
    const coverage = modelCoverage(gatheringsEditorModel);
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions.map((e) => e.id)).toEqual([]);
  });
});
