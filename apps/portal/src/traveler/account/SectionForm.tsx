// One account section's form (profile or address): text fields checked by the domain schema, saved with the spec's
// 'Your {section} was updated successfully.' or 'There was an error saving your {section}. Please try again.'
// (TRV-066, TRV-067); what was typed is kept on failure.
import { useState } from 'react';
import { accountSectionSaveMessage } from '@caravan/domain';
import { Alert, Button, Card, Form, TextField } from '@caravan/ui';
import type { z } from 'zod';
import { ApiError } from '../../api/client.js';
import { notify } from '../../shell/notify.js';

export interface SectionField<K extends string> {
  key: K;
  label: string;
  description?: string;
  type?: 'text' | 'tel' | 'date';
}

/** The first message per field of a failed parse. */
function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    out[key] ??= issue.message;
  }
  return out;
}

export function SectionForm<K extends string, T>({
  section,
  fields,
  initial,
  schema,
  toBody,
  save,
  onSaved,
}: {
  /** 'profile' or 'address', as the messages name it. */
  section: string;
  fields: readonly SectionField<K>[];
  initial: Record<K, string>;
  schema: z.ZodType<T>;
  /** The typed values as the schema's input. */
  toBody: (values: Record<K, string>) => unknown;
  save: (body: T) => Promise<unknown>;
  onSaved: () => void;
}) {
  const [values, setValues] = useState(initial);
  // What the server holds: Save is offered once the typed values differ from it.
  const [baseline, setBaseline] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<'saved' | 'failed' | null>(null);
  const [pending, setPending] = useState(false);
  const changed = JSON.stringify(values) !== JSON.stringify(baseline);

  const submit = async () => {
    setResult(null);
    const parsed = schema.safeParse(toBody(values));
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setPending(true);
    try {
      await save(parsed.data);
      setBaseline(values);
      setErrors({});
      setResult('saved');
      notify({ title: accountSectionSaveMessage(section, true), tone: 'success' }, 'snackbar');
      onSaved();
    } catch (e) {
      if (e instanceof ApiError) setErrors(e.fields);
      setResult('failed');
    } finally {
      setPending(false);
    }
  };

  return (
    <Card title={section === 'profile' ? 'Profile' : 'Address'}>
      <Form
        className="ac-Form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {result === 'saved' ? <Alert tone="success">{accountSectionSaveMessage(section, true)}</Alert> : null}
        {result === 'failed' ? <Alert tone="danger">{accountSectionSaveMessage(section, false)}</Alert> : null}
        <div className="ac-Grid">
          {fields.map((f) => (
            <TextField
              key={f.key}
              label={f.label}
              type={f.type ?? 'text'}
              value={values[f.key]}
              onChange={(v) => {
                setValues((old) => ({ ...old, [f.key]: v }));
                setErrors(({ [f.key]: _, ...rest }) => rest);
              }}
              isInvalid={errors[f.key] !== undefined}
              {...(errors[f.key] ? { errorMessage: errors[f.key] } : {})}
              {...(f.description ? { description: f.description } : {})}
            />
          ))}
        </div>
        <div>
          <Button type="submit" isPending={pending} isDisabled={!changed && result !== 'failed'}>
            Save {section}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
