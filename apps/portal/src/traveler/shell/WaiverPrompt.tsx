// The waiver prompt shown instead of the trip until the traveler's waiver is signed (TRV-024).
import { Card } from '@caravan/ui';

export function WaiverPrompt({ tripName }: { tripName: string }) {
  return (
    <Card tone="brand" className="tv-Welcome">
      <h1 className="tv-PageTitle">Sign your waiver to see {tripName}</h1>
      <p>
        Before we can show your trip, please sign the traveler waiver we e-mailed you. Once it is signed, your trip
        details, bookings and payments appear here.
      </p>
    </Card>
  );
}
