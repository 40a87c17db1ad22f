// Catalogue tiers of the demo itineraries, so every host level meets an unlocked tier and a locked one (LVL-012).
import { eq } from 'drizzle-orm';
import { itineraries } from '../schema/index.js';
import type { Tx } from './context.js';
import { DEMO_ITINERARY_IDS } from './demo-ids.js';

/** Inca Trail and Patagonia stay tier 1; the Fjords are tier 2 (locked for level ONE); Lapland and Iceland tier 3. */
export async function seedCatalogueTiers(tx: Tx): Promise<void> {
  await tx.update(itineraries).set({ tier: 2 }).where(eq(itineraries.id, DEMO_ITINERARY_IDS.fjords));
  for (const id of [DEMO_ITINERARY_IDS.lapland, DEMO_ITINERARY_IDS.iceland])
    await tx.update(itineraries).set({ tier: 3 }).where(eq(itineraries.id, id));
}
