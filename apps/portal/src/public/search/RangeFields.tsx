// A range of the search panel (MKT-027): a low and a high end side by side under one legend: price, trip length or
// departure dates. Numbers are text fields (a half-typed value stays the visitor's); dates are the browser's own date
// input, typed with the keyboard segment by segment or picked from a phone's calendar, and light on a public page
// (the react-aria date picker would add its calendar to the search's first script). Both are native inputs
// (InputField), for the same reason.
import { TRIP_SEARCH_COPY } from '@caravan/domain';
import { InputField } from './InputField.js';

export interface RangeEnd {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
}

export interface RangeFieldsProps {
  legend: string;
  kind: 'number' | 'date';
  low: RangeEnd;
  high: RangeEnd;
  /** The form's errors by field name: each end shows its own. */
  errors?: Readonly<Record<string, string>>;
  className?: string;
}

export function RangeFields({ legend, kind, low, high, errors = {}, className }: RangeFieldsProps) {
  return (
    <fieldset className={['ts-Range', className].filter(Boolean).join(' ')}>
      <legend className="ts-Range-legend">{legend}</legend>
      {[low, high].map((end) => (
        <InputField
          key={end.name}
          className={kind === 'date' ? 'ts-DateField' : undefined}
          label={end.label}
          name={end.name}
          value={end.value}
          onChange={end.onChange}
          error={errors[end.name]}
          {...(kind === 'date'
            ? { type: 'date' as const }
            : { inputMode: 'numeric' as const, placeholder: TRIP_SEARCH_COPY.filters.rangeAny })}
        />
      ))}
    </fieldset>
  );
}
