// The search's filter panel (MKT-027) as the server's first render of /trips: the portal's TripSearchForm with the same
// markup, classes, words (TRIP_SEARCH_COPY.filters) and the URL's search in its fields, every field disabled and no
// script. Without it the panel appeared when the portal took over and pushed the result cards down (a layout shift,
// issue 29); with it the portal's panel replaces one of the same size. The fields wait, disabled, as the home's form
// does: what is typed into a field about to be replaced would be lost.
import {
  TRIP_SEARCH_COPY,
  TRIP_SEARCH_DEFAULT_SORT,
  TRIP_SEARCH_SORTS,
  TRIP_SEARCH_SORT_LABELS,
  type TripSearchFilters,
  formatCalendarDate,
  tripSearchMonths,
} from '@caravan/domain';
import { escapeHtml as e } from './share-tags.js';

/** The portal's 'any month' choice (TripSearchForm's ANY_MONTH). */
const ANY_MONTH = 'any';
const c = TRIP_SEARCH_COPY.filters;

const options = (list: readonly { id: string; label: string }[], selected: string): string =>
  list.map((o) => `<option value="${e(o.id)}"${o.id === selected ? ' selected' : ''}>${e(o.label)}</option>`).join('');

/** InputField: a labelled native input in the design system's field style. */
const input = (
  id: string,
  label: string,
  name: string,
  value: string,
  attrs: { type?: string; inputmode?: string; placeholder?: string; maxlength?: number; className?: string },
): string =>
  `<div class="cv-Field${attrs.className ? ` ${attrs.className}` : ''}"><label class="cv-Field-label" for="${id}">${e(label)}</label><input id="${id}" class="cv-Input ts-Input" type="${attrs.type ?? 'text'}" name="${name}" value="${e(value)}"${attrs.inputmode ? ` inputmode="${attrs.inputmode}"` : ''}${attrs.placeholder ? ` placeholder="${e(attrs.placeholder)}"` : ''}${attrs.maxlength ? ` maxlength="${attrs.maxlength}"` : ''} disabled></div>`;

/** ChoiceField: a labelled native select. */
const choice = (
  id: string,
  label: string,
  name: string,
  list: readonly { id: string; label: string }[],
  value: string,
  className: string,
): string =>
  `<div class="cv-Field ts-Choice ${className}"><label class="cv-Field-label" for="${id}">${e(label)}</label><select id="${id}" class="cv-Input ts-Choice-select" name="${name}" disabled>${options(list, value)}</select></div>`;

/** RangeFields: a low and a high end under one legend. */
const range = (legend: string, kind: 'number' | 'date', ends: readonly [string, string, string][]): string =>
  `<fieldset class="ts-Range"><legend class="ts-Range-legend">${e(legend)}</legend>${ends
    .map(([name, label, value]) =>
      input(
        `ssr-filter-${name}`,
        label,
        name,
        value,
        kind === 'date'
          ? { type: 'date', className: 'ts-DateField' }
          : { inputmode: 'numeric', placeholder: c.rangeAny },
      ),
    )
    .join('')}</fieldset>`;

const text = (n: number | undefined): string => (n === undefined ? '' : String(n));

/** The panel with the applied search (the URL's) in its fields; `now` gives the month picker's months. */
export function searchFiltersContent(filters: TripSearchFilters, now: Date): string {
  const months = tripSearchMonths(now);
  // A shared link's month before this one still shows as picked (as the portal's panel does).
  if (filters.month && !months.some((m) => m.id === filters.month))
    months.unshift({ id: filters.month, label: formatCalendarDate(`${filters.month}-01`, 'MMMM yyyy') });
  const sorts = TRIP_SEARCH_SORTS.map((id) => ({ id, label: TRIP_SEARCH_SORT_LABELS[id] }));
  const spots = filters.spots === 'available';
  return `<form class="cv-Form ts-Filters" action="/trips" method="get" aria-label="${e(c.label)}">
  <div class="ts-Filters-row">${input('ssr-filter-destination', c.destination, 'destination', filters.destination ?? '', { type: 'search', placeholder: c.destinationPlaceholder, maxlength: 100, className: 'ts-Filters-destination' })}${choice('ssr-filter-month', c.month, 'month', [{ id: ANY_MONTH, label: c.anyMonth }, ...months], filters.month ?? ANY_MONTH, 'ts-Filters-month')}${range(
    c.dates,
    'date',
    [
      ['from', c.from, filters.from ?? ''],
      ['to', c.to, filters.to ?? ''],
    ],
  )}</div>
  <div class="ts-Filters-row ts-Filters-row--ranges">${range(c.price, 'number', [
    ['priceMin', c.priceMin, text(filters.priceMin)],
    ['priceMax', c.priceMax, text(filters.priceMax)],
  ])}${range(c.length, 'number', [
    ['lengthMin', c.lengthMin, text(filters.lengthMin)],
    ['lengthMax', c.lengthMax, text(filters.lengthMax)],
  ])}</div>
  <div class="ts-Filters-row ts-Filters-row--actions"><label class="ts-Switch ts-Filters-spots"><input class="ts-Switch-input pt-visually-hidden" type="checkbox" role="switch" name="spots" value="available" aria-checked="${spots}"${spots ? ' checked' : ''} disabled><span class="ts-Switch-track" aria-hidden="true"><span class="ts-Switch-thumb"></span></span><span class="ts-Switch-label">${e(c.spots)}</span></label>${choice('ssr-filter-sort', c.sort, 'sort', sorts, filters.sort ?? TRIP_SEARCH_DEFAULT_SORT, 'ts-Filters-sort')}<button type="submit" class="cv-Button ts-Filters-submit" data-variant="primary" data-size="md" disabled><span class="cv-Button-label">${e(c.submit)}</span></button></div>
</form>`;
}
