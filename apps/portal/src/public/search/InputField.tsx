// A labelled native <input> in the design system's field style, its error wired to it: the search panel's text,
// number and date fields. react-aria's TextField (with its Form's validation context, the field's slots and Input)
// was about 5 kB gzip of the search's first script (issue 29 point 4, decision 039); a native input with its label,
// `aria-invalid` and `aria-describedby` is as accessible, is typed the same way by keyboard, and gives a phone its own
// keyboard (`inputMode`) and date picker.
import { useId } from 'react';

export interface InputFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'search' | 'date';
  inputMode?: 'numeric' | 'text';
  placeholder?: string;
  maxLength?: number;
  /** The field's error, shown under it and read with it; absent when it has none. */
  error?: string | undefined;
  className?: string | undefined;
}

export function InputField({
  label,
  name,
  value,
  onChange,
  type = 'text',
  inputMode,
  placeholder,
  maxLength,
  error,
  className,
}: InputFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={['cv-Field', className].filter(Boolean).join(' ')} data-invalid={error ? true : undefined}>
      <label className="cv-Field-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="cv-Input ts-Input"
        type={type}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputMode={inputMode}
        placeholder={placeholder}
        maxLength={maxLength}
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
