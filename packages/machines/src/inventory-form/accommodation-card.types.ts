// Inventory accommodation card (alternatives inventory panel): context, input and events of one card.
export interface AccommodationCardContext {
  accommodationId: string;
  /** The accommodation stored on the inventory item for this day range. */
  savedSelection: string | undefined;
  /** The accommodation chosen in the panel and not saved yet. */
  draftSelection: string | undefined;
  disabled: boolean;
  saving: boolean;
}

/** The panel owns the choice and the save: a card restored from this input renders the panel's state as it is. */
export type AccommodationCardInput = Pick<AccommodationCardContext, 'accommodationId' | 'savedSelection'> &
  Partial<Pick<AccommodationCardContext, 'draftSelection' | 'disabled' | 'saving'>>;

export type AccommodationCardEvent =
  | { type: 'card.select' }
  | { type: 'selection.change'; draftSelection: string | undefined }
  | { type: 'card.setDisabled'; disabled: boolean }
  | { type: 'save.start' }
  | { type: 'save.done'; savedSelection: string | undefined }
  | { type: 'save.fail' };
