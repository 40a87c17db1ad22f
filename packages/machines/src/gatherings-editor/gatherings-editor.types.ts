// Gatherings editor: context, input and events (a discriminated union) of the trip itinerary's editable items.
import type { FieldErrors, HostService, HostServicesByDay, TripStatus } from '@caravan/domain';

/** The edit form of the item in edit mode (WSP-091, WSP-092). */
export interface GatheringDraft {
  name: string;
  description: string;
  dayIndex: number;
}

export interface GatheringsEditorContext {
  tripStatus: TripStatus;
  tripDayCount: number;
  servicesByDay: HostServicesByDay;
  /** The one item in edit mode, or null (WSP-086). */
  editingItemId: string | null;
  draft: GatheringDraft | null;
  errors: FieldErrors;
  /** 'Please finish editing your in-progress item before creating a new one.' after a refused start (WSP-086). */
  notice: string | null;
  /** The gathering awaiting delete confirmation (WSP-084). */
  pendingDeleteId: string | null;
  /** The last success toast (WSP-093) or failure text (WSP-094). */
  toast: string | null;
  failure: string | null;
}

export interface GatheringsEditorInput {
  tripStatus: TripStatus;
  tripDayCount: number;
  servicesByDay: HostServicesByDay;
}

/** What the injected save actor receives: the item with the draft applied, and whether it is to be created. */
export interface SaveItineraryItemRequest {
  service: HostService;
  isNew: boolean;
}

export type GatheringsEditorEvent =
  | { type: 'gathering.add'; dayIndex: number }
  | { type: 'item.edit'; id: string }
  | { type: 'draft.change'; name?: string; description?: string; dayIndex?: number }
  | { type: 'item.save' }
  | { type: 'item.cancel' }
  | { type: 'gathering.delete'; id: string }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };
