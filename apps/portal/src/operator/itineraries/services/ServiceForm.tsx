// The edit form of one service type (SVC-002): its fields, each §5 message beside its field, times typed freely or
// picked from 15-minute steps from 6:00 AM (SVC-044) and shown in 12-hour form (SVC-033), images up to 10 (SVC-029),
// canSave/canRemove/disabledFields honoured (SVC-003..005), Remove hidden for a new service (SVC-004).
import {
  DAY_SERVICE_TYPE_LABELS,
  type ItineraryServiceType,
  type ServiceFormPermissions,
  formatServiceTime12h,
  isServiceFieldLocked,
  isServiceRemoveActionVisible,
  serviceTimePickerOptions,
} from '@caravan/domain';
import { Button, Switch, TextField } from '@caravan/ui';
import { useId, useState } from 'react';
import { LibrarySearch } from './LibrarySearch.js';
import { ServiceImagesField } from './ServiceImagesField.js';
import {
  type FormValues,
  SERVICE_FORM_FIELDS,
  type ServiceField,
  checkServiceForm,
  formValuesOf,
  typedValue,
} from './service-fields.js';
import { serviceNoticeOf } from './services-builder.js';

export interface ServiceFormResult {
  values: Record<string, unknown>;
  /** Days an info service covers (accommodation's span is its nights). */
  days: number;
  saveToLibrary: boolean;
}

export interface ServiceFormProps {
  type: ItineraryServiceType;
  stored: Record<string, unknown> | null;
  storedDays?: number;
  isNew: boolean;
  permissions: ServiceFormPermissions;
  /** Messages the API named for this service. */
  serverErrors: Record<string, string>;
  pending: boolean;
  onSave: (result: ServiceFormResult) => void;
  onRemove: () => void;
  onCancel: () => void;
}

function TextArea({
  label,
  value,
  onChange,
  error,
  disabled,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error: string | undefined;
  disabled: boolean;
}) {
  const id = useId();
  return (
    <div className="cv-Field" data-invalid={error ? true : undefined}>
      <label className="cv-Field-label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="cv-Input"
        rows={3}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <span id={`${id}-error`} className="cv-Field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** The time picker's choices (SVC-044): every 15 minutes from 6:00 AM; each time field offers them and takes free text. */
function TimePickerOptions({ id }: { id: string }) {
  return (
    <datalist id={id}>
      {serviceTimePickerOptions().map((o) => (
        <option key={o.value} value={o.label} />
      ))}
    </datalist>
  );
}

export function ServiceForm(props: ServiceFormProps) {
  const { type, permissions, isNew } = props;
  const [values, setValues] = useState<FormValues>(() => formValuesOf(type, props.stored));
  const [days, setDays] = useState(String(props.storedDays ?? 1));
  const [saveToLibrary, setSaveToLibrary] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const shown = { ...props.serverErrors, ...errors };
  const timesId = useId();
  const set = (key: string, v: string | boolean | string[]) => setValues((old) => ({ ...old, [key]: v }));
  const label = DAY_SERVICE_TYPE_LABELS[type];

  const save = () => {
    const checked = checkServiceForm(type, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    props.onSave({ values: checked.values, days: Math.max(1, Math.floor(Number(days) || 1)), saveToLibrary });
  };

  const field = (fd: ServiceField) => {
    const locked = isServiceFieldLocked(fd.key, permissions.disabledFields);
    const error = shown[fd.key];
    const value = values[fd.key];
    if (fd.kind === 'boolean')
      return (
        <Switch key={fd.key} isSelected={value === true} onChange={(on) => set(fd.key, on)} isDisabled={locked}>
          {fd.label}
        </Switch>
      );
    if (fd.kind === 'images')
      return (
        <ServiceImagesField
          key={fd.key}
          label={fd.label}
          images={Array.isArray(value) ? value : []}
          onChange={(urls) => set(fd.key, urls)}
          error={error}
          disabled={locked}
        />
      );
    if (fd.kind === 'textarea')
      return (
        <TextArea
          key={fd.key}
          label={fd.label}
          value={String(value ?? '')}
          onChange={(v) => set(fd.key, v)}
          error={error}
          disabled={locked}
        />
      );
    const twelve =
      fd.kind === 'time' && typeof value === 'string' && value.trim() ? formatServiceTime12h(value) : undefined;
    return (
      <TextField
        key={fd.key}
        label={fd.label}
        value={String(value ?? '')}
        onChange={(v) => set(fd.key, typedValue(fd, v))}
        // SVC-033: the parsed time in 12-hour form as the operator types (7:30 pm, 1930, 7.30).
        onBlur={() => (twelve ? set(fd.key, twelve) : undefined)}
        isDisabled={locked}
        {...(fd.kind === 'number' ? { inputMode: 'decimal' as const } : {})}
        {...(fd.kind === 'date'
          ? { inputMode: 'numeric' as const, placeholder: 'MM/DD/YYYY', description: 'Date as MM/DD/YYYY' }
          : {})}
        {...(fd.kind === 'time'
          ? {
              list: timesId,
              placeholder: 'e.g. 7:30 PM',
              description: twelve ? `Shown as ${twelve}` : 'Type a time, e.g. 7:30 PM or 19:30',
            }
          : {})}
        {...(error ? { isInvalid: true, errorMessage: error } : { isInvalid: false })}
      />
    );
  };

  return (
    <form
      className="op-ServiceForm"
      aria-label={`${isNew ? 'New' : 'Edit'} ${label.toLowerCase()} service`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <h3 className="op-ServiceForm-title">{`${isNew ? 'New' : 'Edit'} ${label.toLowerCase()}`}</h3>
      {serviceNoticeOf(type, props.stored) ? (
        <p className="op-Notice" role="note">
          {serviceNoticeOf(type, props.stored)}
        </p>
      ) : null}
      {isNew ? <LibrarySearch type={type} onUse={(stored) => setValues(formValuesOf(type, stored))} /> : null}
      {SERVICE_FORM_FIELDS[type].map(field)}
      {SERVICE_FORM_FIELDS[type].some((fd) => fd.kind === 'time') ? <TimePickerOptions id={timesId} /> : null}
      {type === 'INFO' ? (
        <TextField label="Number of days" value={days} onChange={setDays} inputMode="numeric" />
      ) : null}
      {isNew ? (
        <Switch isSelected={saveToLibrary} onChange={setSaveToLibrary}>
          Save to my library
        </Switch>
      ) : null}
      {shown.serviceId ? <p className="op-Error">{shown.serviceId}</p> : null}
      <div className="op-Actions">
        <Button type="submit" isDisabled={!permissions.canSave} isPending={props.pending}>
          Save service
        </Button>
        {isServiceRemoveActionVisible({ isNew, canRemove: permissions.canRemove }) ? (
          <Button variant="secondary" onPress={props.onRemove} isDisabled={props.pending}>
            Remove service
          </Button>
        ) : null}
        <Button variant="secondary" onPress={props.onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
