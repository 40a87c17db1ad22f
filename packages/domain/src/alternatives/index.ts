// Public surface of the alternatives area: alternative accommodations, day ranges, per-item selections and rules.
export { INVENTORY_ACCOMMODATION_CARD_STATES, type InventoryAccommodationCardState } from './alternatives.constants.js';
export { type AccommodationDayRange, alternativeAccommodationFormSchema } from './alternative.schema.js';
export {
  accommodationDayRanges,
  accommodationSelectionsUpdate,
  alternativeAccommodationFormDefaults,
  alternativeActionMessage,
  alternativeDescriptionDisplay,
  alternativesCountLabel,
  canManageItineraryAlternatives,
  effectiveAccommodationSelections,
  findInventoryItemToSave,
  inventoryAccommodationCardState,
  inventoryBatchSaveMessage,
  selectAccommodationForRange,
  swapAlternativeWithDefault,
  validateAccommodationSelections,
} from './alternatives.rules.js';
