// The booked rides in Manage Booking's transfers (issue 25, RID-005/RID-006): each ride listed once, named by its stage,
// ridden by everyone on the booking; never one traveler listed twice and the companion not at all.
import type { ManagedAddOn } from '@caravan/machines';
import { describe, expect, it } from 'vitest';
import { groupByService } from './AddOnGroup.js';
import { rideIdOf, ridersOf, rideTitle } from './ride-add-ons.js';

const ride = (addOnId: string): ManagedAddOn => ({
  addOnId,
  type: 'ground-transfer',
  user: 'maria',
  unitPriceWithFee: 6500,
  quantity: 1,
  deleted: false,
  label: 'Airport transfer · Maria',
  status: 'CONFIRMED',
});
const booked = [
  { addOnId: 'a1', groundTransferId: 'r-arrival' },
  { addOnId: 'a2', groundTransferId: 'r-departure' },
];
const stages = new Map([
  ['r-arrival', 'arrival' as const],
  ['r-departure', 'departure' as const],
]);

describe('booked rides in manage booking', () => {
  it('[RID-006] [RID-005] two rides of one booking are two cards named by stage, not one traveler listed twice', () => {
    const groups = groupByService([ride('a1'), ride('a2')], (a) => {
      const id = rideIdOf(a, booked);
      return id ? { id, name: rideTitle(stages.get(id), a.label) } : undefined;
    });
    expect(groups.map((g) => [g.name, g.items.length, g.ride])).toEqual([
      ['Arrival transfer', 1, true],
      ['Departure transfer', 1, true],
    ]);
  });

  it('[RID-005] a ride carries everyone on the booking, the companion included', () => {
    expect(
      ridersOf([
        { firstName: 'Maria', lastName: 'Lopez' },
        { firstName: 'Ana', lastName: 'Ruiz' },
      ]),
    ).toBe('Maria Lopez and Ana Ruiz');
    expect(ridersOf([{ firstName: 'Maria', lastName: 'Lopez' }])).toBe('Maria Lopez');
  });

  it('an add-on that is not a booked ride keeps its own group', () => {
    expect(rideIdOf({ ...ride('x'), type: 'activity' }, booked)).toBeUndefined();
    expect(rideIdOf(ride('unknown'), booked)).toBeUndefined();
  });
});
