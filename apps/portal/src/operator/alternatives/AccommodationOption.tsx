// One accommodation card of the alternatives inventory panel, rendering the accommodation-card machine: assigned,
// selected, unselected, disabled, saving or idle (ALT-010). The panel owns the choice; the card mirrors it as events.
import {
  accommodationCardMachine,
  selectAccommodationCardSelectable,
  selectAccommodationCardState,
} from '@caravan/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';

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
  const ref = useActorRef(accommodationCardMachine, {
    input: { accommodationId, savedSelection, draftSelection, disabled },
  });
  const state = useSelector(ref, selectAccommodationCardState);
  const selectable = useSelector(ref, selectAccommodationCardSelectable);
  // Mirror the panel's stored selection, its choice, its saves and its disabling into the machine, comparing with the
  // machine's own context (a refetch may land after the save has ended).
  useEffect(() => {
    const ctx = ref.getSnapshot().context;
    if (saving) {
      if (!ctx.saving) ref.send({ type: 'save.start' });
      return;
    }
    if (ctx.saving && draftSelection !== undefined) ref.send({ type: 'save.fail' });
    else if (ctx.saving || ctx.savedSelection !== savedSelection) ref.send({ type: 'save.done', savedSelection });
    if (ref.getSnapshot().context.draftSelection !== draftSelection)
      ref.send({ type: 'selection.change', draftSelection });
    if (ctx.disabled !== disabled) ref.send({ type: 'card.setDisabled', disabled });
  }, [ref, saving, savedSelection, draftSelection, disabled]);
  return (
    <button
      type="button"
      className="op-AccOption"
      data-state={state}
      aria-pressed={state === 'assigned' || state === 'selected'}
      disabled={!selectable && state !== 'assigned' && state !== 'selected'}
      onClick={() => {
        if (!selectable) return;
        ref.send({ type: 'card.select' });
        onChoose(accommodationId);
      }}
    >
      <span className="op-AccOption-name">{name}</span>
      <span className="op-AccOption-state">{STATE_LABEL[state]}</span>
    </button>
  );
}
