// The admin's 'Services' card of a trip (SVC-035..038): the trip's day services by day with the values the trip shows;
// each opens in the service form, its fields locked by the API's disabledFields (never re-decided here) and Save
// enabled by its canSave, saving the edited fields as the trip's own override (the itinerary's service is unchanged).
import {
  DAY_SERVICE_TYPE_LABELS,
  type ItineraryServiceType,
  formatServiceTime12h,
  isLegacyDayService,
} from '@caravan/domain';
import { Alert, Button, Card, Spinner } from '@caravan/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../api/index.js';
import { ServiceForm, type ServiceFormResult } from '../../operator/itineraries/services/ServiceForm.js';
import { notify } from '../../shell/notify.js';
import {
  type AdminTripDayService,
  TRIP_SERVICE_SAVED,
  overrideValuesOf,
  tripServicesApi,
  tripServicesKey,
} from './trip-services.api.js';
import '../../operator/itineraries/builder.css';

export function TripServices({ tripId, api = tripServicesApi }: { tripId: string; api?: typeof tripServicesApi }) {
  const query = useQuery({ queryKey: tripServicesKey(tripId), queryFn: ({ signal }) => api.list(tripId, signal) });
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Card title="Services">
      {query.isPending ? <Spinner label="Loading the services…" /> : null}
      {query.isError ? (
        <Alert tone="danger" title="Could not load the services">
          {query.error.message}
        </Alert>
      ) : null}
      {query.data ? (
        <ul className="pt-Stack" aria-label="Trip services">
          {query.data.servicesByDay.map((entry) => (
            <li key={entry.id}>
              <EntryLine
                entry={entry}
                open={open === entry.id}
                onToggle={() => setOpen(open === entry.id ? null : entry.id)}
              />
              {open === entry.id ? (
                <TripServiceForm tripId={tripId} entry={entry} api={api} onDone={() => setOpen(null)} />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}

/** One service of the list: its day, name and type, start time and description as the trip has them. */
function EntryLine({ entry, open, onToggle }: { entry: AdminTripDayService; open: boolean; onToggle: () => void }) {
  const { values, service } = entry;
  const name = service.name || DAY_SERVICE_TYPE_LABELS[service.type];
  const time = typeof values.startTime === 'string' ? formatServiceTime12h(values.startTime) : undefined;
  const description = typeof values.description === 'string' ? values.description : '';
  return (
    <div>
      <strong>{`Day ${entry.dayIndex + 1} · ${name}`}</strong>{' '}
      <span className="pt-Muted">
        ({DAY_SERVICE_TYPE_LABELS[service.type]}){time ? ` · ${time}` : ''}
        {entry.removed ? ' · removed' : ''}
      </span>
      {description ? <p>{description}</p> : null}
      {isLegacyDayService(service) ? null : (
        <Button
          variant="secondary"
          size="sm"
          onPress={onToggle}
          aria-label={`${open ? 'Close' : 'Open'} ${name} on day ${entry.dayIndex + 1}`}
        >
          {open ? 'Close' : 'Open'}
        </Button>
      )}
    </div>
  );
}

/** One service's form: the API's permissions as given (Remove hidden: removing stays in the operator's step). */
export function TripServiceForm(props: {
  tripId: string;
  entry: AdminTripDayService;
  api?: typeof tripServicesApi;
  onDone: () => void;
}) {
  const { tripId, entry, api = tripServicesApi } = props;
  const queryClient = useQueryClient();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (values: Record<string, unknown>) => api.override(tripId, entry.id, values),
    onSuccess: (data) => {
      queryClient.setQueryData(tripServicesKey(tripId), data);
      notify({ title: TRIP_SERVICE_SAVED, tone: 'success' });
      props.onDone();
    },
    onError: (e) => {
      setServerErrors(e instanceof ApiError ? { ...e.fields, serviceId: e.message } : { serviceId: String(e) });
    },
  });
  const onSave = (result: ServiceFormResult) => {
    const values = overrideValuesOf(result.values, entry.values, entry.permissions.disabledFields);
    if (Object.keys(values).length === 0) props.onDone();
    else save.mutate(values);
  };
  return (
    <ServiceForm
      type={entry.service.type as ItineraryServiceType}
      stored={entry.values}
      isNew={false}
      // Removing a service stays in the operator's review step; this card only edits.
      permissions={{ ...entry.permissions, canRemove: false }}
      serverErrors={serverErrors}
      pending={save.isPending}
      onSave={onSave}
      onRemove={() => undefined}
      onCancel={props.onDone}
    />
  );
}
