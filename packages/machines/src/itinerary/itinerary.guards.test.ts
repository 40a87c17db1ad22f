// The itinerary guards on their own: who may create and price an itinerary; an event with no sender (the stored
// itinerary read again) may do neither (OPI-001).
import { describe, expect, it } from 'vitest';
import { itineraryGuards } from './itinerary.guards.js';
import type { ItineraryActor, ItineraryContext, ItineraryEvent } from './itinerary.types.js';

const context: ItineraryContext = { status: 'incomplete', itineraryId: 'itin-1', owner: 'operator-1', error: null };
const senders: ItineraryActor[] = [
  { group: 'operator' },
  { group: 'admin' },
  { group: 'host', role: 'host-primary' },
  { group: 'system' },
];
const synced: ItineraryEvent = { type: 'itinerary.synced', status: 'incomplete', itineraryId: 'itin-1' };
const by = (actor: ItineraryActor, type: 'itinerary.save' | 'itinerary.approvePricing'): ItineraryEvent =>
  type === 'itinerary.save' ? { type, values: {}, actor } : { type, actor };

describe('itinerary guards', () => {
  it('[OPI-001] only an operator creates an itinerary; no sender creates none', () => {
    expect(senders.map((a) => itineraryGuards.canCreate({ context, event: by(a, 'itinerary.save') }))).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect(itineraryGuards.canCreate({ context, event: synced })).toBe(false);
  });

  it('[OPI-001] operators and admins approve the pricing; hosts, the scheduler and no sender do not', () => {
    const approve = (a: ItineraryActor) =>
      itineraryGuards.canApprovePricing({ context, event: by(a, 'itinerary.approvePricing') });
    expect(senders.map(approve)).toEqual([true, true, false, false]);
    expect(itineraryGuards.canApprovePricing({ context, event: synced })).toBe(false);
  });
});
