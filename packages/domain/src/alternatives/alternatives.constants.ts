// The alternatives area's named values: who manages alternatives, card states, display limits and the spec's messages.

/**
 * DECIDE: on itineraries, admins and trip managers manage accommodation alternatives, because trip managers are the
 * staff who curate itinerary content with operators (account managers look after hosts). (ALT-018)
 */
export const ALTERNATIVE_MANAGER_GROUPS = ['admin', 'tripManager'] as const;

/** The states of an accommodation card in the alternatives inventory panel (ALT-010). */
export const INVENTORY_ACCOMMODATION_CARD_STATES = [
  'assigned',
  'selected',
  'unselected',
  'disabled',
  'saving',
  'idle',
] as const;
export type InventoryAccommodationCardState = (typeof INVENTORY_ACCOMMODATION_CARD_STATES)[number];

/** An alternative's description is truncated to 3 lines (ALT-009). */
export const ALTERNATIVE_DESCRIPTION_MAX_LINES = 3;

/** The alternative accommodation form's field labels, used in its required messages (ALT-011 to ALT-015). */
export const ALTERNATIVE_FIELD_LABELS = {
  name: 'Name',
  accommodationType: 'Accommodation Type',
  occupancy: 'Occupancy',
  starRating: 'Star Rating',
  description: 'Description',
} as const;

/** The spec's alternatives messages (§8). */
export const ALTERNATIVE_MESSAGES = {
  created: 'Alternative created',
  createFailed: 'Error creating alternative',
  updated: 'Alternative updated',
  updateFailed: 'Error updating alternative',
  deleted: 'Alternative deleted',
  deleteFailed: 'Error deleting alternative',
  swapped: 'Accommodations swapped',
  swapFailed: 'Error swapping accommodations',
  inventoryUpdated: 'Inventory updated',
  someChangesFailed: 'Some changes failed to save',
  inventoryItemNotFound: 'Inventory item not found',
  viewMore: 'View more',
  viewLess: 'View less',
} as const;
