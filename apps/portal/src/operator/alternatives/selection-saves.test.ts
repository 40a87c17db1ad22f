// The panel's batch save: only selections are sent, a missing item and a refused save count as failures.
import { describe, expect, it, vi } from 'vitest';
import { changedItemIds, saveSelectionDrafts } from './selection-saves.js';

const items = [
  { id: 'a', accommodationSelections: ['x', 'y'] },
  { id: 'b', accommodationSelections: ['x', 'y'] },
];

describe('alternatives inventory panel saves', () => {
  it('[ALT-019] [ALT-021] saves each changed item with only accommodationSelections; all saved is "Inventory updated"', async () => {
    const save = vi.fn().mockResolvedValue({});
    const out = await saveSelectionDrafts(items, { a: ['x', 'z'], b: ['x', 'y'] }, save);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('a', { accommodationSelections: ['x', 'z'] });
    expect(out.message).toEqual({ ok: true, title: 'Inventory updated' });
  });

  it("[ALT-020] [ALT-022] some failures: 'Some changes failed to save', x of y; a missing item is 'Inventory item not found'", async () => {
    const save = vi.fn().mockImplementation(async (id: string) => {
      if (id === 'b') throw new Error('refused');
    });
    const out = await saveSelectionDrafts(items, { a: ['z', 'y'], b: ['z', 'y'], gone: ['z', 'y'] }, save);
    expect(out.message).toEqual({
      ok: false,
      title: 'Some changes failed to save',
      description: '2 of 3 changes failed',
    });
    expect(out.failed.sort()).toEqual(['b', 'gone']);
    expect(out.errors).toContain('Inventory item not found');
    expect(save).not.toHaveBeenCalledWith('gone', expect.anything());
  });

  it('changedItemIds ignores drafts equal to what is stored', () => {
    expect(changedItemIds(items, { a: ['x', 'y'] })).toEqual([]);
  });
});
