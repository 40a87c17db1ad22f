// The admin's 'Edit trip request' card (TRP-006, decision 025): a pending request's additional requests, saved with
// the spec's success or failure message; a decided request is shown read-only with the reason.
import { TRIP_REQUEST_EDITABLE_STATUSES, TRIP_REQUEST_NOT_EDITABLE } from '@caravan/domain';
import { Alert, Button, Card, Form, Spinner, TextField } from '@caravan/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type AdminTripRequest,
  type TripRequestSaveOutcome,
  saveTripRequest,
  tripRequestEditApi,
} from './trip-request-edit.api.js';

const queryKey = (id: string) => ['admin', 'trip-request', id] as const;

/** Loads the request, then the form; `api` is injectable so a test renders both outcomes without a server. */
export function EditTripRequest({ id, api = tripRequestEditApi }: { id: string; api?: typeof tripRequestEditApi }) {
  const query = useQuery({ queryKey: queryKey(id), queryFn: ({ signal }) => api.get(id, signal) });
  return (
    <Card title="Edit trip request">
      {query.isPending ? <Spinner label="Loading trip request…" /> : null}
      {query.isError ? (
        <Alert tone="danger" title="Could not load this trip request">
          {query.error.message}
        </Alert>
      ) : null}
      {query.data ? <TripRequestForm request={query.data} save={api.save} /> : null}
    </Card>
  );
}

export function TripRequestForm({
  request,
  save,
}: {
  request: AdminTripRequest;
  save: typeof tripRequestEditApi.save;
}) {
  const queryClient = useQueryClient();
  const [additionalRequests, setAdditionalRequests] = useState(request.additionalRequests);
  const [outcome, setOutcome] = useState<TripRequestSaveOutcome | null>(null);
  const submit = useMutation({
    mutationFn: () => saveTripRequest(save, request.id, { additionalRequests }),
    onSuccess: (result) => {
      setOutcome(result);
      if (result.tone === 'success') return queryClient.invalidateQueries({ queryKey: queryKey(request.id) });
    },
  });
  if (!TRIP_REQUEST_EDITABLE_STATUSES.includes(request.status)) {
    return (
      <>
        <p>Additional requests: {request.additionalRequests || 'none'}</p>
        <p className="pt-Muted">{TRIP_REQUEST_NOT_EDITABLE}</p>
      </>
    );
  }
  return (
    <Form
      onSubmit={(e) => {
        e.preventDefault();
        submit.mutate();
      }}
    >
      <TextField label="Additional requests" value={additionalRequests} onChange={setAdditionalRequests} />
      {outcome ? <Alert tone={outcome.tone}>{outcome.message}</Alert> : null}
      <Button type="submit" isPending={submit.isPending}>
        Save trip request
      </Button>
    </Form>
  );
}
