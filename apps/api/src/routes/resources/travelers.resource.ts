// The generic traveler base (HAP-009): read only.
import { travelers } from '../../db/schema/index.js';
import { toTravelerView, travelerView } from '../../views/traveler.view.js';
import { defineResource } from './define-resource.js';

export const travelersResource = defineResource({
  kind: 'traveler',
  view: { schema: travelerView, from: (row) => toTravelerView(row) },
  table: travelers,
  id: travelers.id,
  typeColumn: travelers.status,
  searchColumns: [travelers.type],
});
