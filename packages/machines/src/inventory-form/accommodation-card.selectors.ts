// What an inventory accommodation card needs from its snapshot.
import type { InventoryAccommodationCardState } from '@caravan/domain';
import type { SnapshotFrom } from 'xstate';
import type { accommodationCardMachine } from './accommodation-card.machine.js';

type AccommodationCardSnapshot = SnapshotFrom<typeof accommodationCardMachine>;

/** The card's state (ALT-010). */
export const selectAccommodationCardState = (s: AccommodationCardSnapshot) =>
  s.value as InventoryAccommodationCardState;
export const selectAccommodationCardSelectable = (s: AccommodationCardSnapshot) => s.can({ type: 'card.select' });
