// The Bookings tab's Companion form (HBK-010, HBK-038..HBK-043): one card per companion of the host with First Name,
// Last Name, Email and Date Of Birth, checked by the domain's companion form, submitted once for all of them
// ('Companions were submitted' or the server's error), read-only afterwards.
import {
  BOOKINGS_TOAST_MS,
  COMPANIONS_SUBMITTED_MESSAGE,
  HOST_COMPANION_FIELD_LABELS,
  type HostCompanionForm,
  showHostCompanionForm,
  validateHostCompanion,
} from '@caravan/domain';
import { Alert, Button, Card, Form, TextField, showToast } from '@caravan/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../api/index.js';
import { type HostCompanions, hostCompanionsApi, hostCompanionsKey } from './host-bookings.api.js';

type Field = keyof HostCompanionForm;
const FIELDS: readonly Field[] = ['firstName', 'lastName', 'email', 'dateOfBirth'];
type Draft = Record<Field, string>;

const errorText = (e: unknown) => (e instanceof ApiError || e instanceof Error ? e.message : 'Something went wrong.');

/** The form's starting values: the submitted details, else the names the trip request gave. */
const draftsOf = (data: HostCompanions): Draft[] =>
  data.companions.map((c) => ({
    firstName: c.traveler?.firstName ?? c.firstName ?? '',
    lastName: c.traveler?.lastName ?? c.lastName ?? '',
    email: c.traveler?.email ?? '',
    dateOfBirth: c.traveler?.dateOfBirth ?? '',
  }));

/** Loads the trip's companions and shows the form only when there are some (HBK-010). */
export function CompanionSection({ tripId }: { tripId: string }) {
  const query = useQuery({
    queryKey: hostCompanionsKey(tripId),
    queryFn: ({ signal }) => hostCompanionsApi.read(tripId, signal),
  });
  if (query.isError)
    return (
      <Alert tone="danger" title="Could not load your companions">
        {errorText(query.error)}
      </Alert>
    );
  // While loading the tab shows nothing here: most trips have no companions, so no placeholder flashes in.
  if (!query.data) return null;
  return <CompanionForm tripId={tripId} data={query.data} />;
}

export function CompanionForm({ tripId, data }: { tripId: string; data: HostCompanions }) {
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState<Draft[]>(() => draftsOf(data));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = useMutation({
    mutationFn: () =>
      hostCompanionsApi.submit(tripId, {
        companions: data.companions.map((c, i) => ({ _id: c._id, traveler: drafts[i] ?? {} })),
      }),
    onSuccess: (next) => {
      queryClient.setQueryData(hostCompanionsKey(tripId), next);
      setDrafts(draftsOf(next));
      showToast({ title: COMPANIONS_SUBMITTED_MESSAGE, tone: 'success' }, BOOKINGS_TOAST_MS);
    },
    onError: (e) => {
      if (e instanceof ApiError && e.fields) setErrors(e.fields);
      showToast({ title: errorText(e), tone: 'danger' }, BOOKINGS_TOAST_MS);
    },
  });
  if (!showHostCompanionForm(data.companions)) return null;
  const locked = !data.editable || submit.isPending;

  const set = (i: number, field: Field, value: string) => {
    setDrafts((all) => all.map((d, j) => (j === i ? { ...d, [field]: value } : d)));
    setErrors(({ [`companions.${i}.${field}`]: _, ...rest }) => rest);
  };
  const onSubmit = () => {
    const found: Record<string, string> = {};
    drafts.forEach((d, i) => {
      for (const [field, message] of Object.entries(validateHostCompanion(d)))
        found[`companions.${i}.${field}`] = message;
    });
    setErrors(found);
    if (Object.keys(found).length === 0) submit.mutate();
  };

  return (
    <Card title="Companions">
      <Form
        className="pt-HostCompanions"
        // The domain's companion form names each missing field, not the browser.
        validationBehavior="aria"
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        {data.editable ? (
          <p className="pt-Muted">Tell us who is travelling with you. You can submit these details once.</p>
        ) : null}
        {data.companions.map((c, i) => (
          <fieldset key={c._id} className="pt-HostCompanions-companion">
            <legend>
              Companion {i + 1}
              {c.ageRange ? ` (${c.ageRange})` : ''}
            </legend>
            <div className="pt-HostCompanions-grid">
              {FIELDS.map((field) => {
                const key = `companions.${i}.${field}`;
                return (
                  <TextField
                    key={field}
                    label={HOST_COMPANION_FIELD_LABELS[field]}
                    value={drafts[i]?.[field] ?? ''}
                    onChange={(v) => set(i, field, v)}
                    isDisabled={locked}
                    isRequired
                    isInvalid={Boolean(errors[key])}
                    errorMessage={errors[key] ?? ''}
                    {...(field === 'email' ? { type: 'email' as const } : {})}
                    {...(field === 'dateOfBirth' ? { description: 'MM/DD/YYYY' } : {})}
                  />
                );
              })}
            </div>
          </fieldset>
        ))}
        {data.editable ? (
          <Button type="submit" variant="primary" isDisabled={submit.isPending}>
            Submit Companions
          </Button>
        ) : data.companions.some((c) => c.traveler) ? (
          <p className="pt-Muted">Your companions’ details were submitted.</p>
        ) : null}
      </Form>
    </Card>
  );
}
