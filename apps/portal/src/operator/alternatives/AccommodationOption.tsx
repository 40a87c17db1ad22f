// One accommodation card of the alternatives inventory panel, rendering the accommodation-card machine: assigned,
// selected, unselected, disabled, saving or idle (ALT-010). The panel owns the choice and the save: the card is the
// machine restored from them as input on each render, so nothing is mirrored into it by events.
import {
  accommodationCardSnapshotOf,
  selectAccommodationCardSelectable,
  selectAccommodationCardState,
} from '@caravan/machines';
import { useMemo } from 'react';

const STATE_LABEL = {
  assigned: 'Assigned',
  selected: 'Selected',
  unselected: 'Unselected',
  disabled: 'Unavailable',
  saving: 'Saving…',
  idle: 'Available',
} as const;

export interface AccommodationOptionProps {
  accommodationId: string;
  name: string;
  savedSelection: string | undefined;
  draftSelection: string | undefined;
  saving: boolean;
  disabled: boolean;
  onChoose: (accommodationId: string) => void;
}

export function AccommodationOption(props: AccommodationOptionProps) {
  const { accommodationId, name, savedSelection, draftSelection, saving, disabled, onChoose } = props;
  const card = useMemo(
    () => accommodationCardSnapshotOf({ accommodationId, savedSelection, draftSelection, disabled, saving }),
    [accommodationId, savedSelection, draftSelection, disabled, saving],
  );
  const state = selectAccommodationCardState(card);
  const selectable = selectAccommodationCardSelectable(card);
  return (
    <button
      type="button"
      className="op-AccOption"
      data-state={state}
      aria-pressed={state === 'assigned' || state === 'selected'}
      disabled={!selectable && state !== 'assigned' && state !== 'selected'}
      onClick={() => {
        // ALT-010: only an idle or unselected card can be chosen; the panel's new choice comes back as input.
        if (selectable) onChoose(accommodationId);
      }}
    >
      <span className="op-AccOption-name">{name}</span>
      <span className="op-AccOption-state">{STATE_LABEL[state]}</span>
    </button>
  );
}
