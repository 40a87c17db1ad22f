// The admin lists' toolbar (MKT-037): search, status and a date range, checked before they are asked, and the CSV of
// what the filters select.
import { isDateRange } from '@caravan/domain';
import { Link, Select, Spinner, TextField } from '@caravan/ui';
import type { ListFilters } from './admin-lists.api.js';
import './admin-lists.css';

export interface ListToolbarProps {
  filters: ListFilters;
  onChange: (filters: ListFilters) => void;
  searchLabel: string;
  searchPlaceholder: string;
  statuses: readonly { id: string; label: string }[];
  rangeLabels: readonly [string, string];
  csvHref: string;
  csvLabel: string;
  loading: boolean;
}

/** The id the status select uses for 'every status' (a select needs a key for it). */
const ANY_STATUS = 'any';
export const RANGE_ERROR = 'The end date is before the start date.';

/** Whether the toolbar's filters can be asked: an inverted date range cannot. */
export const filtersAreValid = (f: ListFilters) => isDateRange(f.from || undefined, f.to || undefined);

export function ListToolbar(props: ListToolbarProps) {
  const { filters, onChange } = props;
  const set = (patch: Partial<ListFilters>) => onChange({ ...filters, ...patch });
  const valid = filtersAreValid(filters);
  return (
    <div className="adl-Toolbar">
      <TextField
        label={props.searchLabel}
        type="search"
        value={filters.search}
        onChange={(search) => set({ search })}
        placeholder={props.searchPlaceholder}
        className="adl-Search"
      />
      <Select
        label="Status"
        options={[{ id: ANY_STATUS, label: 'Every status' }, ...props.statuses]}
        selectedKey={filters.status || ANY_STATUS}
        onSelectionChange={(key) => set({ status: key === null || key === ANY_STATUS ? '' : String(key) })}
      />
      <TextField label={props.rangeLabels[0]} type="date" value={filters.from} onChange={(from) => set({ from })} />
      <TextField
        label={props.rangeLabels[1]}
        type="date"
        value={filters.to}
        onChange={(to) => set({ to })}
        isInvalid={!valid}
        errorMessage={RANGE_ERROR}
      />
      <div className="adl-Toolbar-end">
        {props.loading ? <Spinner size="sm" label="Loading…" /> : null}
        {valid ? (
          // download: the browser saves the file instead of the router opening it as a page.
          <Link href={props.csvHref} download variant="button">
            {props.csvLabel}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
