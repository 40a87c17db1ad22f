// What an inventory accommodation card needs from its snapshot.
import type { InventoryAccommodationCardState } from '@caravan/domain';
import { initialTransition, type SnapshotFrom } from 'xstate';
import { accommodationCardMachine } from './accommodation-card.machine.js';
import type { AccommodationCardInput } from './accommodation-card.types.js';

type AccommodationCardSnapshot = SnapshotFrom<typeof accommodationCardMachine>;

/** The card's state (ALT-010). */
export const selectAccommodationCardState = (s: AccommodationCardSnapshot) =>
  s.value as InventoryAccommodationCardState;
export const selectAccommodationCardSelectable = (s: AccommodationCardSnapshot) => s.can({ type: 'card.select' });
/** A card restored from the panel's state (its stored and chosen accommodation, saving, disabled): ALT-010. */
export const accommodationCardSnapshotOf = (input: AccommodationCardInput): AccommodationCardSnapshot =>
  initialTransition(accommodationCardMachine, input)[0];
