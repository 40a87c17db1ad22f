// Gatherings editor guards: one-line adapters over the workspace gathering rules of @caravan/domain.
import {
  canAddOrEditGatherings,
  canDeleteHostService,
  canStartEditingItineraryItem,
  gatheringFormSchema,
  type HostService,
  isHostServiceEditable,
} from '@caravan/domain';
import type { GatheringsEditorContext, GatheringsEditorEvent } from './gatherings-editor.types.js';

type Args = { context: GatheringsEditorContext; event: GatheringsEditorEvent };

/** The service with this id, on any day (none for a null id: every service has one). */
export const findService = (context: GatheringsEditorContext, id: string | null): HostService | undefined =>
  context.servicesByDay.flat().find((s) => s._id === id);

const targetOf = ({ context, event }: Args) =>
  // Stryker disable next-line ConditionalExpression: the machine sends these guards only item.edit and gathering.delete; the check narrows the event's type
  event.type === 'item.edit' || event.type === 'gathering.delete' ? findService(context, event.id) : undefined;

/** A gathering may change unless the trip is closed, cancelled or complete (WSP-090); other editable types always. */
const unlocked = (context: GatheringsEditorContext, service: HostService) =>
  service.type !== 'INFORMAL_GATHERING' || canAddOrEditGatherings(context.tripStatus);

export const gatheringsEditorGuards = {
  /** WSP-086, WSP-090: a gathering may be added when no item is in edit and the trip is not closed, cancelled or complete. */
  canAddGathering: ({ context }: Args) =>
    canAddOrEditGatherings(context.tripStatus) && canStartEditingItineraryItem(context.editingItemId).ok,
  /** WSP-088, WSP-089, WSP-090: only gatherings (on an open trip) and workshop spaces are editable. */
  canEditItem: (args: Args) => {
    const service = targetOf(args);
    return !!service && isHostServiceEditable(service.type) && unlocked(args.context, service);
  },
  /** WSP-087: only gatherings can be deleted. */
  canDeleteItem: (args: Args) => {
    const service = targetOf(args);
    return !!service && canDeleteHostService(service.type) && unlocked(args.context, service);
  },
  /** WSP-091, WSP-092: the draft has a trimmed name and description and a day of the trip. */
  isDraftValid: ({ context }: Args) => gatheringFormSchema(context.tripDayCount).safeParse(context.draft).success,
};
