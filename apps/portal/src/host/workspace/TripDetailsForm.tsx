// The configuration's trip details (WSP-070..074): name and summary checked by the domain's details schema before the
// save; a failed save shows the 'Error' toast with the form's message; a read-only trip's fields are disabled (WSP-068).
import {
  hostTripDetailsSchema,
  TRIP_DETAILS_SAVE_ERROR,
  TRIP_SUMMARY_MAX_LENGTH,
  tripSaveErrorToast,
} from '@caravan/domain';
import { Button, Card, Form, TextField } from '@caravan/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../../api/index.js';
import { notify } from '../../shell/notify.js';
import { type HostWorkspace, workspaceApi, workspaceKeys } from './workspace.api.js';

export function TripDetailsForm({ workspace }: { workspace: HostWorkspace }) {
  const { trip, shell } = workspace;
  const client = useQueryClient();
  const summaryId = useId();
  const [name, setName] = useState(trip.name);
  const [summary, setSummary] = useState(trip.tripSummary);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () => workspaceApi.saveConfiguration(trip.id, { name, tripSummary: summary }),
    onSuccess: (next) => {
      client.setQueryData(workspaceKeys.workspace(trip.id), next);
      notify({ title: 'Trip details saved', tone: 'success' });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      notify({ ...tripSaveErrorToast(TRIP_DETAILS_SAVE_ERROR), tone: 'danger' });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = hostTripDetailsSchema({ tripHasCategories: trip.categories.length > 0 }).safeParse({
      name,
      tripSummary: summary,
      categories: trip.categories,
    });
    const found: Record<string, string> = {};
    for (const issue of parsed.success ? [] : parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
    setErrors(found);
    if (parsed.success) save.mutate();
  };
  const disabled = shell.readOnly || save.isPending;
  return (
    <Card title="Trip details">
      <Form onSubmit={submit} validationErrors={errors} validationBehavior="aria">
        <TextField
          name="name"
          label="Trip name"
          value={name}
          onChange={setName}
          isDisabled={shell.readOnly}
          isRequired
        />
        <div className="cv-Field" data-invalid={errors.tripSummary ? true : undefined}>
          <label className="cv-Field-label" htmlFor={summaryId}>
            Trip summary
          </label>
          <textarea
            id={summaryId}
            name="tripSummary"
            className="cv-Input ws-Textarea"
            rows={5}
            maxLength={TRIP_SUMMARY_MAX_LENGTH}
            value={summary}
            disabled={shell.readOnly}
            onChange={(e) => setSummary(e.target.value)}
          />
          {errors.tripSummary ? <span className="cv-Field-error">{errors.tripSummary}</span> : null}
        </div>
        {trip.categories.length > 0 ? <p className="pt-Muted">Categories: {trip.categories.join(', ')}</p> : null}
        <div>
          <Button type="submit" isDisabled={disabled}>
            {save.isPending ? 'Saving…' : 'Save trip details'}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
