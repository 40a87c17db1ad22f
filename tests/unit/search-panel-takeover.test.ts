// The search's filter panel from the server and from the portal are the same boxes (issue 29 point 4: the portal's
// panel takes the place of the server's disabled copy, so the result cards below do not move): the same elements, in
// the same order, with the same classes, types and names; only the server's is disabled.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { searchFiltersContent } from '../../apps/api/src/views/public-search-filters.page.js';
import { TripSearchForm } from '../../apps/portal/src/public/search/TripSearchForm.js';

/** Each element as `tag.class[type][name]`: what decides its place and size. */
const skeleton = (html: string) =>
  [...html.matchAll(/<([a-z]+)\b([^>]*)>/g)].map(([, tag, attrs]) => {
    const a = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(attrs ?? '')?.[1] ?? '';
    return `${tag}.${a('class')}[${a('type')}][${a('name')}]`;
  });

const TODAY = new Date('2026-11-30T12:00:00Z');
const portal = (value: Parameters<typeof TripSearchForm>[0]['value']) =>
  renderToStaticMarkup(createElement(TripSearchForm, { value, onSearch: () => {}, today: TODAY }));

describe('the search filter panel before and after the takeover', () => {
  for (const [title, filters] of [
    ['no search', {}],
    [
      'a shared search',
      { destination: 'Peru', month: '2025-03', priceMax: 2000, spots: 'available', sort: 'price-asc' },
    ],
  ] as const) {
    it(`[MKT-027] [issue 29] the server's panel has the portal's elements, classes and fields (${title})`, () => {
      expect(skeleton(searchFiltersContent(filters, TODAY))).toEqual(skeleton(portal(filters)));
    });
  }
});
