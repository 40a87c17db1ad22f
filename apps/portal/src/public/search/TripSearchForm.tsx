// The trip search's filter panel (MKT-027): destination, month or a date range, price range, trip length, spots
// available and sort, checked by the domain's filter schema before the search changes; the page keeps the applied
// search in its URL. A month and a date range exclude each other: choosing one clears the other. Its fields are native
// (InputField, ChoiceField, SwitchField), not react-aria's: the panel is in the search's first script, which issue 29
// holds to 110 kB gzip (decision 039).
import {
  TRIP_SEARCH_COPY,
  TRIP_SEARCH_SORTS,
  TRIP_SEARCH_SORT_LABELS,
  TRIP_SEARCH_DEFAULT_SORT,
  type TripSearchFilters,
  type TripSearchSort,
  formatCalendarDate,
  tripSearchMonths,
} from '@caravan/domain';
import { Button } from '@caravan/ui';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { ChoiceField } from './ChoiceField.js';
import { InputField } from './InputField.js';
import { RangeFields } from './RangeFields.js';
import { SwitchField } from './SwitchField.js';

const ANY_MONTH = 'any';
/** The panel's words, shared with the server's disabled copy of the panel (public-search.page.ts). */
const COPY = TRIP_SEARCH_COPY.filters;
const loadCheck = () => import('./check-search.js');
const SORT_OPTIONS = TRIP_SEARCH_SORTS.map((id) => ({ id, label: TRIP_SEARCH_SORT_LABELS[id] }));

/** The fields as typed: text for the numbers, so a half-typed value is the visitor's until they search. */
interface Draft {
  destination: string;
  month: string;
  from: string;
  to: string;
  priceMin: string;
  priceMax: string;
  lengthMin: string;
  lengthMax: string;
  spots: boolean;
  sort: TripSearchSort;
}

const text = (n: number | undefined) => (n === undefined ? '' : String(n));
const draftOf = (f: TripSearchFilters): Draft => ({
  destination: f.destination ?? '',
  month: f.month ?? ANY_MONTH,
  from: f.from ?? '',
  to: f.to ?? '',
  priceMin: text(f.priceMin),
  priceMax: text(f.priceMax),
  lengthMin: text(f.lengthMin),
  lengthMax: text(f.lengthMax),
  spots: f.spots === 'available',
  sort: f.sort ?? TRIP_SEARCH_DEFAULT_SORT,
});

/** The draft as the schema's raw input; the category of the applied search (Explore's) is kept as it is. */
const rawOf = (d: Draft, applied: TripSearchFilters) => {
  const raw: Record<string, unknown> = {
    ...(applied.category ? { category: applied.category } : {}),
    sort: d.sort,
  };
  if (d.destination.trim()) raw.destination = d.destination;
  if (d.month !== ANY_MONTH) raw.month = d.month;
  for (const key of ['from', 'to', 'priceMin', 'priceMax', 'lengthMin', 'lengthMax'] as const)
    if (d[key].trim()) raw[key] = d[key].trim();
  if (d.spots) raw.spots = 'available';
  return raw;
};

export interface TripSearchFormProps {
  /** The search the page shows (from its URL). */
  value: TripSearchFilters;
  /** Applies a search (the page puts it in its URL). */
  onSearch: (filters: TripSearchFilters) => void;
  /** Today, for the month picker. */
  today: Date;
}

/** The filter panel; remount it (key) when the applied search changes from outside (back button, a link). */
export function TripSearchForm({ value, onSearch, today }: TripSearchFormProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(value));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const months = useMemo(() => {
    const list = tripSearchMonths(today);
    // A shared link's month before this one still shows as picked.
    if (value.month && !list.some((m) => m.id === value.month))
      list.unshift({ id: value.month, label: formatCalendarDate(`${value.month}-01`, 'MMMM yyyy') });
    return [{ id: ANY_MONTH, label: COPY.anyMonth }, ...list];
  }, [today, value.month]);

  // The schema's check is loaded when the panel mounts (with zod, not in the page's first script); a search applied
  // before it has loaded waits for it, and searches apply in the order they were made.
  useEffect(() => {
    void loadCheck();
  }, []);
  const apply = (next: Draft) => {
    const raw = rawOf(next, value);
    void loadCheck().then(({ checkTripSearch }) => {
      const checked = checkTripSearch(raw);
      setErrors(checked.errors);
      if (checked.filters) onSearch(checked.filters);
    });
  };
  // A field's error stays until the visitor changes that field (as the design system's form did with server errors).
  const clearError = (...keys: string[]) =>
    setErrors((e) =>
      keys.some((k) => k in e) ? Object.fromEntries(Object.entries(e).filter(([k]) => !keys.includes(k))) : e,
    );
  const set = <K extends keyof Draft>(key: K, v: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: v }));
    clearError(key);
  };
  // A month and a date range are two ways to say when: picking one clears the other.
  const setMonth = (month: string) => {
    setDraft((d) => ({ ...d, month, ...(month !== ANY_MONTH ? { from: '', to: '' } : {}) }));
    clearError('month', 'from', 'to');
  };
  const setDate = (key: 'from' | 'to', v: string) => {
    setDraft((d) => ({ ...d, [key]: v, ...(v ? { month: ANY_MONTH } : {}) }));
    clearError(key, 'month');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  // The sort and the spots switch act at once, with what else the panel holds.
  const setNow = <K extends 'sort' | 'spots'>(key: K, v: Draft[K]) => {
    const next = { ...draft, [key]: v };
    setDraft(next);
    apply(next);
  };

  return (
    <form className="cv-Form ts-Filters" onSubmit={submit} aria-label={COPY.label}>
      <div className="ts-Filters-row">
        <InputField
          className="ts-Filters-destination"
          label={COPY.destination}
          name="destination"
          type="search"
          value={draft.destination}
          onChange={(v) => set('destination', v)}
          placeholder={COPY.destinationPlaceholder}
          maxLength={100}
          error={errors.destination}
        />
        <ChoiceField
          className="ts-Filters-month"
          label={COPY.month}
          name="month"
          options={months}
          value={draft.month}
          onChange={setMonth}
        />
        <RangeFields
          legend={COPY.dates}
          kind="date"
          low={{ label: COPY.from, name: 'from', value: draft.from, onChange: (v) => setDate('from', v) }}
          high={{ label: COPY.to, name: 'to', value: draft.to, onChange: (v) => setDate('to', v) }}
          errors={errors}
        />
      </div>
      <div className="ts-Filters-row ts-Filters-row--ranges">
        <RangeFields
          legend={COPY.price}
          kind="number"
          low={{ label: COPY.priceMin, name: 'priceMin', value: draft.priceMin, onChange: (v) => set('priceMin', v) }}
          high={{ label: COPY.priceMax, name: 'priceMax', value: draft.priceMax, onChange: (v) => set('priceMax', v) }}
          errors={errors}
        />
        <RangeFields
          legend={COPY.length}
          kind="number"
          low={{
            label: COPY.lengthMin,
            name: 'lengthMin',
            value: draft.lengthMin,
            onChange: (v) => set('lengthMin', v),
          }}
          high={{
            label: COPY.lengthMax,
            name: 'lengthMax',
            value: draft.lengthMax,
            onChange: (v) => set('lengthMax', v),
          }}
          errors={errors}
        />
      </div>
      <div className="ts-Filters-row ts-Filters-row--actions">
        <SwitchField
          className="ts-Filters-spots"
          name="spots"
          isSelected={draft.spots}
          onChange={(v) => setNow('spots', v)}
        >
          {COPY.spots}
        </SwitchField>
        <ChoiceField
          className="ts-Filters-sort"
          label={COPY.sort}
          name="sort"
          options={SORT_OPTIONS}
          value={draft.sort}
          onChange={(v) => setNow('sort', v as TripSearchSort)}
        />
        <Button type="submit" variant="primary" className="ts-Filters-submit">
          {COPY.submit}
        </Button>
      </div>
    </form>
  );
}
