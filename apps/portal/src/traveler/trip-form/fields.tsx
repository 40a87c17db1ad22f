// The trip form's own fields beside the design system's TextField: the 12-hour time picker (TFM-018), a text area and
// a checkbox, native elements labelled and wired to their 'Required' message for assistive tech.
import { useEffect, useId, useState } from 'react';

const HOURS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));
/** DECIDE: minutes in steps of 5, because flight times are published to the five minutes. */
const MINUTES = Array.from({ length: 12 }, (_, i) => String(i * 5).padStart(2, '0'));
const PERIODS = ['AM', 'PM'] as const;

/** 'hh:mm AM' split into its parts ('' for a part not chosen). */
function partsOf(value: string): [string, string, string] {
  const m = /^(\d{2}):(\d{2}) (AM|PM)$/.exec(value);
  return m ? [m[1] ?? '', m[2] ?? '', m[3] ?? ''] : ['', '', ''];
}

/** A 12-hour time as hour, minute and AM/PM; the value is 'hh:mm AM' once all three are chosen, else ''. */
export function TimePicker({
  label,
  value,
  onChange,
  error,
  isDisabled = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  isDisabled?: boolean;
}) {
  const id = useId();
  // The parts are the picker's own state: a part chosen alone stays shown while the value is still '' (incomplete).
  const [parts, setParts] = useState(() => partsOf(value));
  useEffect(() => {
    if (value !== '') setParts(partsOf(value));
  }, [value]);
  const [hour, minute, period] = parts;
  const set = (h: string, m: string, p: string) => {
    setParts([h, m, p]);
    onChange(h && m && p ? `${h}:${m} ${p}` : '');
  };
  const select = (name: string, current: string, options: readonly string[], apply: (v: string) => void) => (
    <select
      aria-label={`${label}: ${name}`}
      className="cv-Input tf-Select"
      value={current}
      disabled={isDisabled}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      onChange={(e) => apply(e.target.value)}
    >
      <option value="">{name}</option>
      {options.map((o) => (
        <option key={o} value={o}>
          {o}
        </option>
      ))}
    </select>
  );
  return (
    <fieldset className="cv-Field tf-Time">
      <legend className="cv-Field-label">{label}</legend>
      <div className="tf-Time-parts">
        {select('Hour', hour, HOURS, (h) => set(h, minute || '00', period))}
        <span aria-hidden="true">:</span>
        {select('Minute', minute, MINUTES, (m) => set(hour, m, period))}
        {select('AM/PM', period, PERIODS, (p) => set(hour, minute || '00', p))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="cv-Field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A labelled multi-line text field. */
export function TextAreaField({
  label,
  value,
  onChange,
  isDisabled = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  isDisabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="cv-Field">
      <label htmlFor={id} className="cv-Field-label">
        {label}
      </label>
      <textarea
        id={id}
        className="cv-Input tf-TextArea"
        rows={3}
        value={value}
        disabled={isDisabled}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

/** A labelled checkbox. */
export function CheckboxField({
  label,
  checked,
  onChange,
  isDisabled = false,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  isDisabled?: boolean;
}) {
  return (
    <label className="tf-Check">
      <input type="checkbox" checked={checked} disabled={isDisabled} onChange={(e) => onChange(e.target.checked)} />
      <span>{label}</span>
    </label>
  );
}
