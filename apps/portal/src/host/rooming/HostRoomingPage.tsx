// The host's rooming board of a trip, inside the trip workspace (/app/host/trips/{id}/rooming, MKT-048).
import { RoomingBoard } from './RoomingBoard.js';

export function HostRoomingPage({ tripId }: { tripId: string }) {
  return <RoomingBoard audience="host" tripId={tripId} />;
}
