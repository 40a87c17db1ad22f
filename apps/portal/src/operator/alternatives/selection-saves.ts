// The alternatives inventory panel's save (ALT-019..022): every changed item is saved with only its selections; an item
// no longer listed raises 'Inventory item not found'; the outcome is the domain's batch message.
import { accommodationSelectionsUpdate, findInventoryItemToSave, inventoryBatchSaveMessage } from '@caravan/domain';

export interface SelectionItem {
  id: string;
  accommodationSelections: readonly string[];
}
export type SaveSelections = (itemId: string, body: { accommodationSelections: string[] }) => Promise<unknown>;

/** The ids of items whose draft differs from what is stored. */
export function changedItemIds(items: readonly SelectionItem[], drafts: Readonly<Record<string, readonly string[]>>) {
  return Object.keys(drafts).filter((id) => {
    const stored = items.find((i) => i.id === id)?.accommodationSelections ?? [];
    return JSON.stringify(stored) !== JSON.stringify(drafts[id]);
  });
}

/** Saves each draft (all at once) and answers the domain's message with the ids that failed. */
export async function saveSelectionDrafts(
  items: readonly SelectionItem[],
  drafts: Readonly<Record<string, readonly string[]>>,
  save: SaveSelections,
) {
  const ids = changedItemIds(items, drafts);
  const results = await Promise.allSettled(
    ids.map(async (id) => {
      const found = findInventoryItemToSave(items, id);
      if (!found.ok) throw new Error(found.error);
      await save(id, accommodationSelectionsUpdate(drafts[id] ?? []));
    }),
  );
  const failed = ids.filter((_, i) => results[i]?.status === 'rejected');
  const errors = results.flatMap((r) => (r.status === 'rejected' ? [String((r.reason as Error)?.message)] : []));
  return { message: inventoryBatchSaveMessage(failed.length, ids.length), failed, errors };
}
