// The search's filter panel as the server renders it (issue 29: the portal's panel takes the place of one of the same
// size, so the result cards do not move): every field of the portal's TripSearchForm, labelled, disabled, holding the
// URL's search, with the panel's classes; no script.
import { TRIP_SEARCH_COPY, TRIP_SEARCH_SORT_LABELS } from '@caravan/domain';
import { describe, expect, it } from 'vitest';
import { searchFiltersContent } from './public-search-filters.page.js';

const NOW = new Date('2026-11-30T12:00:00Z');
const c = TRIP_SEARCH_COPY.filters;

/** The form's controls as name → the tag that holds it. */
const controls = (html: string) =>
  new Map([...html.matchAll(/<(input|select)\b[^>]*\bname="([^"]+)"[^>]*>/g)].map((m) => [m[2], m[0]]));

describe('the search filter panel in the server page (MKT-027, issue 29 point 4)', () => {
  it('[MKT-027] holds every field of the portal panel, each labelled and disabled until the portal takes over', () => {
    const html = searchFiltersContent({}, NOW);
    expect(html).toMatch(/^<form class="cv-Form ts-Filters" action="\/trips" method="get" aria-label="Search trips">/);
    const fields = controls(html);
    expect([...fields.keys()]).toEqual([
      'destination',
      'month',
      'from',
      'to',
      'priceMin',
      'priceMax',
      'lengthMin',
      'lengthMax',
      'spots',
      'sort',
    ]);
    for (const tag of fields.values()) expect(tag).toMatch(/ disabled>$/);
    expect(html).toMatch(/<button type="submit" class="cv-Button ts-Filters-submit"[^>]*disabled>/);
    // Each field's label points at it (the switch's is the label around it).
    for (const [name, tag] of fields) {
      if (name === 'spots') continue;
      const id = tag.match(/ id="([^"]+)"/)?.[1];
      expect(html, name).toContain(`<label class="cv-Field-label" for="${id}">`);
    }
    for (const words of [c.destination, c.month, c.dates, c.price, c.length, c.spots, c.sort, c.submit])
      expect(html).toContain(`>${words}<`);
    expect(fields.get('spots')).toContain('role="switch"');
    expect(html).not.toContain('<script');
  });

  it('[MKT-027] has the rows of the portal panel, so it takes the same room', () => {
    const html = searchFiltersContent({}, NOW);
    const rows = [...html.matchAll(/<div class="(ts-Filters-row[^"]*)">/g)].map((m) => m[1]);
    expect(rows).toEqual([
      'ts-Filters-row',
      'ts-Filters-row ts-Filters-row--ranges',
      'ts-Filters-row ts-Filters-row--actions',
    ]);
    expect(html.match(/<fieldset class="ts-Range">/g)).toHaveLength(3);
    expect(html.match(/class="cv-Input ts-Input"/g)).toHaveLength(7);
  });

  it("[MKT-028] shows the URL's search in its fields, a shared link's past month still picked, every value escaped", () => {
    const html = searchFiltersContent(
      {
        destination: '"><script>x</script>',
        month: '2025-03',
        priceMax: 2000,
        lengthMin: 5,
        spots: 'available',
        sort: 'price-asc',
      },
      NOW,
    );
    const fields = controls(html);
    expect(fields.get('destination')).toContain('value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    expect(html).not.toContain('<script>');
    expect(fields.get('priceMax')).toContain('value="2000"');
    expect(fields.get('priceMin')).toContain('value=""');
    expect(fields.get('lengthMin')).toContain('value="5"');
    expect(fields.get('spots')).toMatch(/aria-checked="true" checked/);
    expect(html).toContain('<option value="2025-03" selected>March 2025</option>');
    expect(html).toContain(`<option value="price-asc" selected>${TRIP_SEARCH_SORT_LABELS['price-asc']}</option>`);

    const none = searchFiltersContent({}, NOW);
    expect(none).toContain(`<option value="any" selected>${c.anyMonth}</option>`);
    expect(controls(none).get('spots')).toContain('aria-checked="false" disabled');
  });
});
