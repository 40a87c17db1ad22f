// The manage-booking guards read on their own, each against the context that tells its answer apart: a party of one
// with a private room it holds, an add-on the editor does not know or does not list, a switch a party of one never
// sees, a room-selection line that gives a private room back, and insurance repriced only when held and changed.
import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { manageBookingGuards as guards, roomSelectionLines } from './manage-booking.guards.js';
import { manageBookingMachine as m } from './manage-booking.machine.js';
import { sampleManagedBooking } from './manage-booking.model.js';
import type { ManageBookingContext, ManageBookingData, ManageBookingEvent } from './manage-booking.types.js';

/** The context of a freshly loaded booking (the sample, with `overrides`). */
const loaded = (overrides: Partial<ManageBookingData> = {}): ManageBookingContext =>
  transition(m, initialTransition(m)[0], {
    type: 'manageBooking.init',
    booking: { ...sampleManagedBooking, ...overrides },
  })[0].context;
const on = (context: ManageBookingContext, event: ManageBookingEvent) => ({ context, event });
const alone = { additionalParticipants: [], editability: { ...sampleManagedBooking.editability } };

describe('manage-booking guards', () => {
  it('[MBK-040] a traveler alone may edit with the private-room right or a private room already held', () => {
    const edit: ManageBookingEvent = { type: 'rooms.edit' };
    const noRight = { ...alone, editability: { ...alone.editability, mayUpdatePrivateRoom: false } };
    const single = [{ roomType: 'single' as const, travelers: ['u1'] }];
    const shared = [{ roomType: 'double' as const, travelers: ['u1'] }];
    expect(guards.canEdit(on(loaded({ ...noRight, travelersRooms: single }), edit))).toBe(true);
    expect(guards.canEdit(on(loaded({ ...noRight, travelersRooms: shared }), edit))).toBe(false);
  });

  it('[MBK-026] [MBK-027] an add-on the booking does not hold, or a single supplement, is not toggled here', () => {
    const context = loaded({
      addOns: [
        ...sampleManagedBooking.addOns,
        {
          addOnId: 'ss-1',
          label: 'Single supplement',
          type: 'single-supplement',
          user: 'u1',
          unitPriceWithFee: 40_000,
          quantity: 1,
          deleted: false,
        },
      ],
    });
    const toggle = (addOnId: string) => on(context, { type: 'addOn.toggle', addOnId });
    expect(guards.isToggleable(toggle('act-2'))).toBe(true);
    expect(guards.isToggleable(toggle('no-such-add-on'))).toBe(false);
    expect(guards.isToggleable(toggle('ss-1'))).toBe(false);
  });

  it('[MBK-035] a party of one never sees the private-room switch, so it turns nothing on', () => {
    const context = {
      ...loaded({ ...alone, travelersRooms: [{ roomType: 'double', travelers: ['u1'] }] }),
      serviceInventory: { singleSupplement: { available: 3 } },
    };
    expect(guards.canTogglePrivateRoom(on(context, { type: 'privateRoom.toggle', on: true }))).toBe(false);
    // Three travelers with the same inventory: the switch shows and the last room may turn private.
    const three = { ...loaded(), serviceInventory: { singleSupplement: { available: 3 } } };
    expect(guards.canTogglePrivateRoom(on(three, { type: 'privateRoom.toggle', on: true }))).toBe(true);
  });

  it('[MBK-023] giving a private room back shows the single supplement taken off the summary', () => {
    const held = loaded({
      travelersRooms: [
        { roomType: 'double', travelers: ['u1', 'u2'] },
        { roomType: 'single', travelers: ['u3'] },
      ],
    });
    const back = { ...held, rooms: [{ roomType: 'double' as const, travelers: ['u1', 'u2', 'u3'] }] };
    expect(roomSelectionLines(back)).toEqual([{ id: 'room-selection', label: 'Room selection', amount: -40_000 }]);
  });

  it('[INS-015] insurance is repriced only for a booking that holds it, and only when its priced parts changed', () => {
    const check = { type: 'addOn.toggle', addOnId: 'act-2' } as ManageBookingEvent;
    const insured = loaded();
    const changed = (c: ManageBookingContext) => ({
      ...c,
      insurance: { ...c.insurance, pricedFor: { ...c.insurance.pricedFor, travelAmount: 1 } },
    });
    expect(guards.needsInsuranceReprice(on(insured, check))).toBe(false);
    expect(guards.needsInsuranceReprice(on(changed(insured), check))).toBe(true);
    const uninsured = loaded({ addOns: sampleManagedBooking.addOns.filter((a) => a.type !== 'insurance-plan') });
    expect(guards.needsInsuranceReprice(on(changed(uninsured), check))).toBe(false);
  });
});
