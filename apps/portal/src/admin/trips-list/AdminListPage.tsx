// The shell every admin list shares (MKT-037): its header, the filter toolbar with the CSV of what it selects, the
// table in a frame that scrolls sideways on a phone, its loading, empty and error states, and 'More' to page on.
import { Alert, Column, PageHeader, Table, TableBody, TableHeader } from '@caravan/ui';
import { type ReactElement, useState } from 'react';
import type { PagedList } from '../../api/paged.js';
import { LoadMore } from '../../shell/LoadMore.js';
import { type ListFilters, NO_FILTERS } from './admin-lists.api.js';
import { ListToolbar, type ListToolbarProps, filtersAreValid } from './ListToolbar.js';

export interface AdminListPageProps<T extends { id: string }> {
  title: string;
  description: string;
  /** What one row is, and many: 'trip', 'trips' (the states, the CSV link and 'More' say it). */
  noun: { one: string; many: string };
  /** The list's reader for the filters: a hook, called on every render as hooks are. */
  useList: (filters: ListFilters) => PagedList<T>;
  csvHref: (filters: ListFilters) => string;
  toolbar: Pick<ListToolbarProps, 'searchLabel' | 'searchPlaceholder' | 'statuses' | 'rangeLabels'>;
  /** The column headings; the first names the row. */
  columns: readonly string[];
  /** One row: a `Row` of as many cells as there are columns. */
  renderRow: (item: T) => ReactElement;
}

/** An admin list page: filters, the table of what they select, paging. */
export function AdminListPage<T extends { id: string }>(props: AdminListPageProps<T>) {
  const { noun } = props;
  const [filters, setFilters] = useState(NO_FILTERS);
  // An inverted date range is not asked: the toolbar says why beside the field and the last valid list stays.
  const list = props.useList(filtersAreValid(filters) ? filters : NO_FILTERS);
  const rows = list.state;
  return (
    <>
      <PageHeader eyebrow="Admin" title={props.title} description={props.description} />
      <ListToolbar
        {...props.toolbar}
        filters={filters}
        onChange={setFilters}
        csvHref={props.csvHref(filters)}
        csvLabel={`Download ${noun.many} (CSV)`}
        loading={rows.status === 'loading'}
      />
      {rows.status === 'failed' ? (
        <Alert tone="danger" title={`Could not load ${noun.many}`}>
          {rows.message}
        </Alert>
      ) : (
        <div className="adl-Scroll">
          <Table aria-label={props.title} className="adl-Table">
            <TableHeader>
              {props.columns.map((name, i) => (
                <Column key={name} id={name} isRowHeader={i === 0}>
                  {name}
                </Column>
              ))}
            </TableHeader>
            <TableBody
              items={rows.data ?? []}
              renderEmptyState={() => (
                <p className="pt-Empty">
                  {rows.status === 'loading' ? `Loading ${noun.many}…` : `No ${noun.one} matches.`}
                </p>
              )}
            >
              {props.renderRow}
            </TableBody>
          </Table>
        </div>
      )}
      <LoadMore list={list} label={`More ${noun.many}`} />
    </>
  );
}
