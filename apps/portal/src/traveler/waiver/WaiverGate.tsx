// The waiver gate (TRV-024): until the traveler's waiver is signed the trip is not shown, only this prompt with the
// terms in a frame; accepting them or the minor disclaimer records the flag and the trip opens.
import { Card } from '@caravan/ui';
import { TermsFrame } from './TermsFrame.js';
import '../itinerary/itinerary.css';

export function WaiverGate({ tripId, tripName, onSigned }: { tripId: string; tripName: string; onSigned: () => void }) {
  return (
    <Card tone="brand" className="tv-WaiverGate">
      <h1 className="tv-PageTitle">Sign your waiver to see {tripName}</h1>
      <p>
        Before we can show your trip, please read the traveler terms below and accept them. If you are under 18, your
        parent or guardian confirms the minor disclaimer instead. Your trip details, bookings and payments appear as
        soon as that is done.
      </p>
      <TermsFrame tripId={tripId} tripName={tripName} onRecorded={onSigned} />
    </Card>
  );
}
