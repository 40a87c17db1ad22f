// What the Itinerary tab needs from a gatherings editor snapshot.
import { canDeleteHostService, isHostServiceEditable } from '@caravan/domain';
import type { SnapshotFrom } from 'xstate';
import type { gatheringsEditorMachine } from './gatherings-editor.machine.js';

type GatheringsEditorSnapshot = SnapshotFrom<typeof gatheringsEditorMachine>;

export const selectServicesByDay = (s: GatheringsEditorSnapshot) => s.context.servicesByDay;
/** The one item in edit mode (WSP-086). */
export const selectEditingItemId = (s: GatheringsEditorSnapshot) => s.context.editingItemId;
export const selectIsEditing = (s: GatheringsEditorSnapshot, id: string) => s.context.editingItemId === id;
export const selectDraft = (s: GatheringsEditorSnapshot) => s.context.draft;
export const selectDraftErrors = (s: GatheringsEditorSnapshot) => s.context.errors;
/** WSP-086: the 'finish editing first' message after a refused start. */
export const selectEditNotice = (s: GatheringsEditorSnapshot) => s.context.notice;
export const selectDeleteConfirmationOpen = (s: GatheringsEditorSnapshot) => s.matches('confirmingDelete');
export const selectGatheringsBusy = (s: GatheringsEditorSnapshot) => s.matches('saving') || s.matches('deleting');
/** WSP-093, WSP-094: the success toast or the failure text of the last call. */
export const selectGatheringToast = (s: GatheringsEditorSnapshot) => s.context.toast;
export const selectGatheringFailure = (s: GatheringsEditorSnapshot) => s.context.failure;
/** What the item card offers: edit and delete by the item's type (WSP-087..089). */
export function selectItemActions(s: GatheringsEditorSnapshot, id: string): { edit: boolean; delete: boolean } {
  const service = s.context.servicesByDay.flat().find((x) => x._id === id);
  if (!service) return { edit: false, delete: false };
  return {
    edit: isHostServiceEditable(service.type) && s.can({ type: 'item.edit', id }),
    delete: canDeleteHostService(service.type) && s.can({ type: 'gathering.delete', id }),
  };
}
/** The item card's selector of {@link selectItemActions} for one item id. */
export const selectItemActionsOf = (id: string) => (s: GatheringsEditorSnapshot) => selectItemActions(s, id);
