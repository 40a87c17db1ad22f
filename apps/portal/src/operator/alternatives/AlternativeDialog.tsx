// The Create Alternative dialog (ALT-003, ALT-004): the alternative accommodation form of §5, checked with the domain's
// schema before sending (messages beside their fields, ALT-011..015), the nights fixed and disabled (ALT-016), price
// 0 by default (ALT-017). What the operator typed stays when the server refuses it.
import {
  type CurrencyCode,
  alternativeAccommodationFormDefaults,
  alternativeAccommodationFormSchema,
} from '@caravan/domain';
import { Alert, Button, ModalDialog, TextField } from '@caravan/ui';
import { useState } from 'react';
import type { AccommodationRange, AlternativeForm } from './alternatives.api.js';

type Alternative = AccommodationRange['alternatives'][number];
type Values = Record<'name' | 'accommodationType' | 'occupancy' | 'starRating' | 'description' | 'price', string>;

export interface AlternativeDialogProps {
  range: AccommodationRange;
  /** The alternative to edit; absent to create. */
  editing: Alternative | null;
  currency: CurrencyCode;
  pending: boolean;
  serverErrors: Record<string, string>;
  failure: string | null;
  onSubmit: (form: AlternativeForm) => void;
  onClose: () => void;
}

const initial = (range: AccommodationRange, editing: Alternative | null, currency: CurrencyCode): Values => {
  const d = alternativeAccommodationFormDefaults(
    range.duration,
    editing
      ? {
          name: editing.name,
          accommodationType: editing.accommodationType,
          occupancy: editing.occupancy,
          ...(editing.starRating === null ? {} : { starRating: editing.starRating }),
          description: editing.description,
          price: editing.price,
        }
      : undefined,
    currency,
  );
  return {
    name: d.name,
    accommodationType: d.accommodationType,
    occupancy: d.occupancy,
    starRating: d.starRating === undefined ? '' : String(d.starRating),
    description: d.description,
    price: String(d.price),
  };
};

export function AlternativeDialog(props: AlternativeDialogProps) {
  const { range, editing, currency, pending, serverErrors, failure, onSubmit, onClose } = props;
  const [values, setValues] = useState<Values>(() => initial(range, editing, currency));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const shown = { ...serverErrors, ...errors };
  const field = (key: keyof Values, label: string, extra: { inputMode?: 'numeric' | 'decimal' } = {}) => (
    <TextField
      label={label}
      value={values[key]}
      onChange={(v) => {
        setValues({ ...values, [key]: v });
        setErrors(({ [key]: _gone, ...rest }) => rest);
      }}
      isInvalid={Boolean(shown[key])}
      {...(shown[key] ? { errorMessage: shown[key] } : {})}
      {...extra}
    />
  );
  const submit = () => {
    const parsed = alternativeAccommodationFormSchema(range.duration).safeParse(values);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    onSubmit({ ...values, price: values.price.trim() === '' ? 0 : values.price });
  };
  return (
    <ModalDialog
      title={editing ? 'Edit Alternative' : 'Create Alternative'}
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      actions={() => (
        <>
          <Button variant="secondary" onPress={onClose}>
            Cancel
          </Button>
          <Button onPress={submit} isPending={pending}>
            {editing ? 'Save Alternative' : 'Create Alternative'}
          </Button>
        </>
      )}
    >
      <p>
        Days {range.startDayIndex + 1} to {range.startDayIndex + range.duration}, in place of {range.default.name}.
      </p>
      <div className="op-AltForm">
        {field('name', 'Name')}
        {field('accommodationType', 'Accommodation Type')}
        {field('occupancy', 'Occupancy')}
        {field('starRating', 'Star Rating', { inputMode: 'numeric' })}
        {field('description', 'Description')}
        {field('price', `Price (${currency})`, { inputMode: 'decimal' })}
        <TextField label="Number of nights" value={String(range.duration)} isDisabled />
      </div>
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
    </ModalDialog>
  );
}
