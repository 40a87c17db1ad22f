// The Requested Trips dialog (INV-012): the pending and confirmed trips of one departure, each linking to the trip.
import { operatorTripReviewDetailsPath } from '@caravan/domain';
import { Button, Link, ModalDialog } from '@caravan/ui';
import type { InventoryItemView } from './inventory.api.js';

const STATE_LABELS = { pending: 'Pending', confirmed: 'Confirmed' } as const;

export interface RequestedTripsListProps {
  item: InventoryItemView;
  /** The trip's page for the viewer (the operator's review details by default). */
  tripHref?: (tripId: string) => string;
}

/** The dialog's list: pending trips first, then confirmed ones, each a link with its state. */
export function RequestedTripsList({
  item,
  tripHref = (id) => operatorTripReviewDetailsPath(id),
}: RequestedTripsListProps) {
  const ordered = [
    ...item.requestedTrips.filter((t) => t.state === 'pending'),
    ...item.requestedTrips.filter((t) => t.state === 'confirmed'),
  ];
  if (ordered.length === 0) return <p>No trips have requested this departure yet.</p>;
  return (
    <ul className="op-RequestedTrips">
      {ordered.map((trip) => (
        <li key={trip.id}>
          <Link href={tripHref(trip.id)} variant="standalone">
            {trip.name}
          </Link>{' '}
          <span className="op-RequestedTrips-state">{STATE_LABELS[trip.state]}</span>
        </li>
      ))}
    </ul>
  );
}

export function RequestedTripsDialog({
  item,
  onClose,
  tripHref,
}: {
  item: InventoryItemView | null;
  onClose: () => void;
  tripHref?: (tripId: string) => string;
}) {
  return (
    <ModalDialog
      title="Requested Trips"
      isOpen={item !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      actions={() => (
        <Button variant="secondary" onPress={onClose}>
          Close
        </Button>
      )}
    >
      {item ? (
        <>
          <p>{`Departure ${item.startDate} (${item.packageLevel})`}</p>
          <RequestedTripsList item={item} {...(tripHref ? { tripHref } : {})} />
        </>
      ) : null}
    </ModalDialog>
  );
}
