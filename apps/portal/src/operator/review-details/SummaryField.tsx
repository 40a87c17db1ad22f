// The trip summary: a labelled multi-line field with its count towards the 100-character minimum and its message.
import { ITINERARY_SUMMARY_MIN_LENGTH } from '@caravan/domain';
import { useId } from 'react';

export interface SummaryFieldProps {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

export function SummaryField({ value, onChange, error }: SummaryFieldProps) {
  const id = useId();
  const length = value.trim().length;
  return (
    <div className="cv-Field op-Summary" data-invalid={error ? true : undefined}>
      <label className="cv-Field-label" htmlFor={id}>
        Trip summary
      </label>
      <textarea
        id={id}
        className="cv-Input op-Summary-input"
        rows={6}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
      />
      <span id={`${id}-count`} className="cv-Field-description">
        {length} characters (at least {ITINERARY_SUMMARY_MIN_LENGTH})
      </span>
      {error ? (
        <span id={`${id}-error`} className="cv-Field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
