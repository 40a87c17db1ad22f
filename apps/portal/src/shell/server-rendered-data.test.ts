// The cards a server-rendered home or search came with land in the query cache under the search's key (issue 26
// point 5): the portal's page shows them without asking the API again; a broken script element is ignored.
import { TRIP_SEARCH_DATA_ELEMENT_ID } from '@caravan/domain';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { tripSearchKey } from '../public/search/trip-search.api.js';
import { seedServerRenderedSearch } from './server-rendered-data.js';

const pageWith = (text: string | undefined) =>
  ({
    getElementById: (id: string) =>
      id === TRIP_SEARCH_DATA_ELEMENT_ID && text !== undefined ? { textContent: text } : null,
  }) as unknown as Document;

describe('server-rendered search data', () => {
  it('[MKT-026] seeds the first page of the search the server rendered, under the key the page reads', () => {
    const client = new QueryClient();
    const page = { items: [{ id: 't1', name: 'Machu Picchu with Hana' }], nextCursor: null };
    seedServerRenderedSearch(client, pageWith(JSON.stringify({ filters: { destination: 'Cusco' }, limit: 12, page })));
    expect(client.getQueryData(tripSearchKey({ destination: 'Cusco' }, 12))).toEqual({
      pages: [page],
      pageParams: [undefined],
    });
    expect(client.getQueryData(tripSearchKey({}, 12))).toBeUndefined();
  });

  it('ignores a page without the data or with data it cannot read', () => {
    for (const text of [undefined, 'not json', '{"limit":12}']) {
      const client = new QueryClient();
      seedServerRenderedSearch(client, pageWith(text));
      expect(client.getQueryCache().getAll()).toHaveLength(0);
    }
  });
});
