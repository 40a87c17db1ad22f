// Explore's search helpers (MKT-010, TRV-064): the months a search offers and the category a URL names.
import { describe, expect, it } from 'vitest';
import { categoryOf, EXPLORE_MONTHS_AHEAD, exploreMonths } from './explore-api.js';

describe('exploreMonths', () => {
  it('[MKT-010] offers this month and the next ones, each once, in order, as YYYY-MM with a readable label', () => {
    const months = exploreMonths(new Date('2026-11-30T23:00:00Z'));
    expect(months).toHaveLength(EXPLORE_MONTHS_AHEAD);
    expect(months.slice(0, 3)).toEqual([
      { id: '2026-11', label: 'November 2026' },
      { id: '2026-12', label: 'December 2026' },
      { id: '2027-01', label: 'January 2027' },
    ]);
    expect(new Set(months.map((m) => m.id)).size).toBe(months.length);
    expect(months.at(-1)?.id).toBe('2028-04');
  });
});

describe('categoryOf', () => {
  it('[TRV-064] reads one of the eight categories from the URL, and nothing else', () => {
    expect(categoryOf('?category=Health%20%26%20Wellness')).toBe('Health & Wellness');
    expect(categoryOf('category=Yoga&x=1')).toBe('Yoga');
    expect(categoryOf('?category=hiking')).toBe('');
    expect(categoryOf('')).toBe('');
  });
});
