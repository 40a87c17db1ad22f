// Accommodation card guards: one-line adapters over the alternatives rule inventoryAccommodationCardState.
import { type InventoryAccommodationCardState, inventoryAccommodationCardState } from '@caravan/domain';
import type { AccommodationCardContext } from './accommodation-card.types.js';

export const accommodationCardGuards = {
  /** ALT-010: the card's state by the domain rule (saving, disabled, assigned, selected, unselected or idle). */
  cardStateIs: ({ context }: { context: AccommodationCardContext }, state: InventoryAccommodationCardState) =>
    inventoryAccommodationCardState(context) === state,
  /** ALT-010: a card can be chosen when it is neither chosen already, disabled nor saving (idle or unselected). */
  isSelectable: ({ context }: { context: AccommodationCardContext }) =>
    ['idle', 'unselected'].includes(inventoryAccommodationCardState(context)),
};
