// The §9 pick lists: every list the spec names is there once, with unique values and readable labels.
import { describe, expect, it } from 'vitest';
import { METADATA_LISTS } from './metadata.constants.js';

describe('metadata lists', () => {
  it('serves one list per §9 requirement, PLT-072 to PLT-086, each non-empty with unique values and labels', () => {
    const reqs = Object.values(METADATA_LISTS).map((l) => l.req);
    expect(reqs.sort()).toEqual(Array.from({ length: 15 }, (_, i) => `PLT-0${72 + i}`));
    for (const [name, list] of Object.entries(METADATA_LISTS)) {
      expect(list.items.length, name).toBeGreaterThan(0);
      expect(new Set(list.items.map((i) => i.value)).size, name).toBe(list.items.length);
      for (const item of list.items) expect(item.label.trim(), `${name}:${item.value}`).not.toBe('');
    }
  });

  it('labels read as words: kebab and snake values are title-cased, stars counted', () => {
    expect(METADATA_LISTS['accommodation-types']?.items).toContainEqual({
      value: 'boutique-hotel',
      label: 'Boutique Hotel',
    });
    expect(METADATA_LISTS['star-ratings']?.items.slice(0, 2)).toEqual([
      { value: '1', label: '1 star' },
      { value: '2', label: '2 stars' },
    ]);
    expect(METADATA_LISTS.countries?.items).toContainEqual({ value: 'PE', label: 'Peru' });
  });
});
