// The bio: a labelled text area with its 'n / 350' counter and its message beside it (ONB-021, PRF-018).
import { PROFILE_BIO_MAX_LENGTH } from '@caravan/domain';
import { useId } from 'react';

export function BioField({
  value,
  onChange,
  error,
  label = 'Bio',
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  label?: string;
}) {
  const id = useId();
  return (
    <div className="cv-Field hp-Bio">
      <label className="cv-Field-label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="cv-Input hp-Bio-input"
        rows={6}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      <span
        id={`${id}-count`}
        className="cv-Field-description"
        data-over={value.length > PROFILE_BIO_MAX_LENGTH || undefined}
      >
        {value.length} / {PROFILE_BIO_MAX_LENGTH}
      </span>
      {error ? (
        <p id={`${id}-error`} className="hp-FieldError" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
