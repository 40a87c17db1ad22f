// The operator's read-only rooming board of a trip on their itinerary (/app/operator/trips/{id}/rooming, MKT-048).
import { PageHeader } from '@caravan/ui';
import { RoomingBoard } from '../../host/rooming/RoomingBoard.js';

export function OperatorRoomingPage({ tripId }: { tripId: string }) {
  return (
    <div className="op-Page">
      <PageHeader
        eyebrow="Trips"
        title="Rooming list"
        description="How the host has arranged the rooms, for the hotel."
      />
      <RoomingBoard audience="operator" tripId={tripId} />
    </div>
  );
}
