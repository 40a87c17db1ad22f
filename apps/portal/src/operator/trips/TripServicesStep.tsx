// 'Review trip/itinerary' of a trip: its day-by-day services, each removable or restorable only while the trip's
// status and technical itinerary allow (the API's servicesEditable, from the domain's one editability rule), and the
// itinerary's 'Download PDF' (OPI-046, OPI-047).
import { TRIP_MESSAGES, operatorTripStepPath } from '@caravan/domain';
import { Button, Card } from '@caravan/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { notify } from '../../shell/notify.js';
import { OPERATOR_MESSAGES } from '../operator-messages.js';
import { TripItineraryPdfButton } from './TripItineraryPdfButton.js';
import { type OperatorTrip, tripApi, tripKeys } from './trips.api.js';

type Entry = OperatorTrip['servicesByDay'][number];

function byDay(entries: readonly Entry[]): [number, Entry[]][] {
  const days = new Map<number, Entry[]>();
  for (const e of entries) days.set(e.dayIndex, [...(days.get(e.dayIndex) ?? []), e]);
  return [...days.entries()].sort((a, b) => a[0] - b[0]);
}

export function TripServicesStep({ trip }: { trip: OperatorTrip }) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [removed, setRemoved] = useState<Record<string, boolean>>({});
  const [error, setError] = useState<string | null>(null);
  const isRemoved = (e: Entry) => removed[e.id] ?? e.removed;
  const changes = trip.servicesByDay.filter((e) => isRemoved(e) !== e.removed);
  const save = useMutation({
    mutationFn: () =>
      tripApi.saveServices(
        trip.id,
        changes.map((e) => ({ id: e.id, removed: isRemoved(e) })),
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(tripKeys.one(trip.id), saved);
      setRemoved({});
      setError(null);
      notify({ title: TRIP_MESSAGES.tripSaved, tone: 'success' });
    },
    onError: (e) => {
      const reason = e instanceof Error ? e.message : OPERATOR_MESSAGES.generic;
      setError(`Error - ${reason}`);
      notify({ title: OPERATOR_MESSAGES.failureTitle, description: reason, tone: 'danger' });
    },
  });
  return (
    <div className="op-Form">
      <TripItineraryPdfButton trip={trip} />
      {!trip.servicesEditable ? <p className="op-Note">The services of this trip can no longer be changed.</p> : null}
      {byDay(trip.servicesByDay).map(([day, entries]) => (
        <Card key={day} title={`Day ${day + 1}`}>
          <ul className="op-Services">
            {entries.map((e) => (
              <li key={e.id} data-removed={isRemoved(e) || undefined}>
                <span>
                  {e.service.name || e.service.type} <span className="op-Muted">({e.service.type})</span>
                  {isRemoved(e) ? ' · removed' : ''}
                </span>
                <Button
                  variant="secondary"
                  size="sm"
                  isDisabled={!trip.servicesEditable}
                  onPress={() => setRemoved((r) => ({ ...r, [e.id]: !isRemoved(e) }))}
                  aria-label={`${isRemoved(e) ? 'Restore' : 'Remove'} ${e.service.name || e.service.type} on day ${day + 1}`}
                >
                  {isRemoved(e) ? 'Restore' : 'Remove'}
                </Button>
              </li>
            ))}
          </ul>
        </Card>
      ))}
      {error ? (
        <p className="op-Error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="op-Actions">
        <Button
          variant="secondary"
          onPress={() => save.mutate()}
          isDisabled={!trip.servicesEditable || changes.length === 0}
          isPending={save.isPending}
        >
          Save services
        </Button>
        <Button onPress={() => navigate(operatorTripStepPath(trip.id, 'review-pricing'))}>Next</Button>
      </div>
    </div>
  );
}
