// A range of the search panel (MKT-027): a low and a high end side by side under one legend: price, trip length or
// departure dates. Numbers are text fields (a half-typed value stays the visitor's); dates are the browser's own date
// input, typed with the keyboard segment by segment or picked from a phone's calendar, and light on a public page
// (the react-aria date picker would add its calendar to the search's first script).
import { TextField } from '@caravan/ui';
import { useId } from 'react';

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
  /** The form's errors by field name; a date input shows its own (a text field reads the form's). */
  errors?: Readonly<Record<string, string>>;
  className?: string;
}

export function RangeFields({ legend, kind, low, high, errors = {}, className }: RangeFieldsProps) {
  return (
    <fieldset className={['ts-Range', className].filter(Boolean).join(' ')}>
      <legend className="ts-Range-legend">{legend}</legend>
      {[low, high].map((end) =>
        kind === 'number' ? (
          <TextField
            key={end.name}
            label={end.label}
            name={end.name}
            inputMode="numeric"
            value={end.value}
            onChange={end.onChange}
            placeholder="Any"
          />
        ) : (
          <DateInput key={end.name} end={end} error={errors[end.name]} />
        ),
      )}
    </fieldset>
  );
}

/** A labelled native date input in the design system's field style, its error wired to it. */
function DateInput({ end, error }: { end: RangeEnd; error?: string | undefined }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="cv-Field ts-DateField" data-invalid={error ? true : undefined}>
      <label className="cv-Field-label" htmlFor={id}>
        {end.label}
      </label>
      <input
        id={id}
        className="cv-Input"
        type="date"
        name={end.name}
        value={end.value}
        onChange={(event) => end.onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <span id={errorId} className="cv-Field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
