// The admin's marketing lists (MKT-038): the hosts' lists a page at a time, one host's import (HAP-031) and export.
import { MARKETING_LIST_FILE_FIELD } from '@caravan/domain';
import type { Schema } from '../../api/index.js';
import { type PagedList, usePagedList } from '../../api/paged.js';
import { call } from '../../api/typed.js';
import { request } from '../../api/client.js';
import { useSettled, USER_SEARCH_DEBOUNCE_MS } from '../useUsers.js';
import { ADMIN_LIST_PAGE_SIZE } from '../trips-list/admin-lists.api.js';

export type MarketingList = Schema<'AdminMarketingList'>;
export type MarketingListImport = Schema<'MarketingListImport'>;

export const marketingListsKey = ['admin', 'marketing-lists'] as const;

/** The hosts' marketing lists for a search, a page at a time. */
export function useMarketingLists(search: string): PagedList<MarketingList> {
  const term = useSettled(search.trim(), USER_SEARCH_DEBOUNCE_MS);
  return usePagedList([...marketingListsKey, term], (cursor, signal) =>
    call('get', '/api/admin/marketing-lists', {
      query: { limit: ADMIN_LIST_PAGE_SIZE, ...(term ? { search: term } : {}), ...(cursor ? { cursor } : {}) },
      signal,
    }),
  );
}

/** Adds a CSV file to host `hostId`'s list (multipart, the API's field name). */
export function importMarketingList(hostId: string, file: File): Promise<MarketingListImport> {
  const body = new FormData();
  body.append(MARKETING_LIST_FILE_FIELD, file);
  return request<MarketingListImport>(`/api/admin/hosts/${encodeURIComponent(hostId)}/marketing-list/import`, {
    method: 'POST',
    body,
  });
}

/** Where host `hostId`'s list downloads from as CSV. */
export const marketingListCsvHref = (hostId: string) =>
  `/api/admin/hosts/${encodeURIComponent(hostId)}/marketing-list/export.csv`;
