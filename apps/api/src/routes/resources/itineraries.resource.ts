// The generic itinerary base (HAP-002): the admin reads and corrects an itinerary's page fields.
import { z } from '@hono/zod-openapi';
import { itineraries } from '../../db/schema/index.js';
import { itineraryView, toItineraryView } from '../../views/itinerary.view.js';
import { defineResource } from './define-resource.js';
import { safeText } from './safe-text.js';

export const itinerariesResource = defineResource({
  kind: 'itinerary',
  view: { schema: itineraryView, from: (row) => toItineraryView(row) },
  table: itineraries,
  id: itineraries.id,
  typeColumn: itineraries.status,
  searchColumns: [itineraries.name, itineraries.destination, itineraries.country],
  update: z
    .object({
      name: safeText(200).min(1),
      tripSummary: safeText(5000),
      categories: z.array(safeText(100)).max(20),
      country: safeText(100),
      destination: safeText(200),
    })
    .partial()
    .strict(),
});
