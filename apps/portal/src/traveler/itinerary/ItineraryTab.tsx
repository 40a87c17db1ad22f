// The Itinerary tab (TRV-053..057): the day-by-day itinerary with a PDF download ('Something went wrong printing your
// itinerary. Please try again.' when it fails) and the traveler terms in a frame.
import { TRAVELER_ANALYTICS_EVENTS } from '@caravan/domain';
import { Card, Spinner } from '@caravan/ui';
import { useQuery } from '@tanstack/react-query';
import { loadStateOf } from '../../api/queries.js';
import { useAnalytics } from '../../shell/analytics-context.js';
import { PdfDownload } from '../../shell/PdfDownload.js';
import { LoadFailed } from '../shell/LoadFailed.js';
import { useTrip } from '../shell/TripContext.js';
import { TermsFrame } from '../waiver/TermsFrame.js';
import { downloadItineraryPdf, fetchItinerary, itineraryQueryKey } from './itinerary-api.js';
import { RidesCard } from './rides/RidesCard.js';
import './itinerary.css';

export function ItineraryTab() {
  const { trip } = useTrip();
  const analytics = useAnalytics();
  const query = useQuery({
    queryKey: itineraryQueryKey(trip.id),
    queryFn: ({ signal }) => fetchItinerary(trip.id, signal),
  });
  const state = loadStateOf(query);

  if (state.status === 'failed')
    return (
      <LoadFailed title="We couldn't load the itinerary" message={state.message} onRetry={() => void query.refetch()} />
    );
  const itinerary = state.data;
  if (!itinerary) return <Spinner size="lg" label="Loading the itinerary…" />;

  return (
    <div className="tv-Itinerary">
      <Card title="Itinerary">
        <PdfDownload
          className="tv-Itinerary-actions"
          label="Download PDF"
          save={async () => {
            await downloadItineraryPdf(trip.id, itinerary.pdfFileName);
            analytics.track(TRAVELER_ANALYTICS_EVENTS.itineraryPdfDownloaded, { tripId: trip.id });
          }}
        />
        <ol className="tv-Itinerary-days">
          {itinerary.days.map((day) => (
            <li key={day.day} className="tv-Itinerary-day">
              <h3>{day.title}</h3>
              {day.items.length === 0 ? (
                <p className="tv-Itinerary-free">Free day: nothing planned yet.</p>
              ) : (
                <ul>
                  {day.items.map((item, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list of a day's items, whose names may repeat.
                    <li key={`${item.name}-${i}`}>
                      <span className="tv-Itinerary-name">{item.name}</span>
                      {item.startTime ? <span className="tv-Itinerary-time"> · {item.startTime}</span> : null}
                      {item.description ? <p className="tv-Itinerary-description">{item.description}</p> : null}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      </Card>
      <RidesCard />
      <Card title="Traveler terms">
        <TermsFrame tripId={trip.id} tripName={trip.name} />
      </Card>
    </div>
  );
}
