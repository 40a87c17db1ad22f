// A public page's title and meta description, as search engines and link previews read them (issue 26 point 5).
import { describe, expect, it } from 'vitest';
import { META_DESCRIPTION_MAX, metaDescription, pageTitle } from './page-meta.js';

describe('page meta', () => {
  it("[MKT-001] a page's title carries the brand after its own name, or the brand alone", () => {
    expect(pageTitle('Machu Picchu with Hana')).toBe('Machu Picchu with Hana · Caravan');
    expect(pageTitle('  ')).toBe('Caravan');
    expect(pageTitle('Caravan')).toBe('Caravan');
  });

  it('[MKT-001] a description is one line, cut at a word within the length search results show', () => {
    expect(metaDescription('Five days\n  in  Peru.')).toBe('Five days in Peru.');
    const long = metaDescription(`${'Walk the Inca trail with a small group, '.repeat(8)}end.`);
    expect(long.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(long).toMatch(/group…$|trail…$|with…$|small…$|Walk…$|the…$|Inca…$|a…$/);
    expect(long).not.toMatch(/,…$/);
  });
});
