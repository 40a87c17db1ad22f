// A labelled native <select> in the design system's field style, for the public pages' month and sort pickers: the
// react-aria Select (popover, list box, focus scope) would add about 45 kB gzip to the home's and the search's first
// script and take them over the 170 kB budget of issue 18; a native select is as accessible, and a phone shows its own
// picker.
import { useId } from 'react';

export interface ChoiceFieldProps {
  label: string;
  options: readonly { id: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  name?: string;
  className?: string;
}

export function ChoiceField({ label, options, value, onChange, name, className }: ChoiceFieldProps) {
  const id = useId();
  return (
    <div className={['cv-Field', 'ts-Choice', className].filter(Boolean).join(' ')}>
      <label className="cv-Field-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="cv-Input ts-Choice-select"
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
