// A ui Select with its §5 message shown beneath it and tied to it for assistive tech (the select's own error slot
// shows only after a native form validation, which this form does not run).
import { Select, type SelectOption } from '@caravan/ui';
import { useId } from 'react';

export interface ChoiceFieldProps {
  label: string;
  description?: string;
  options: readonly SelectOption[];
  value: string | null;
  onChange: (value: string) => void;
  error: string | undefined;
}

export function ChoiceField({ label, description, options, value, onChange, error }: ChoiceFieldProps) {
  const errorId = useId();
  return (
    <div className="op-Choice" data-invalid={error ? true : undefined}>
      <Select
        label={label}
        {...(description ? { description } : {})}
        options={options}
        selectedKey={value}
        onSelectionChange={(key) => {
          if (key !== null) onChange(String(key));
        }}
        {...(error ? { 'aria-describedby': errorId } : {})}
      />
      {error ? (
        <span id={errorId} className="cv-Field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
