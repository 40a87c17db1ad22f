// The host workspace's Itinerary tab (host-and-platform §2.10, WSP-075..081): 'Itinerary Overview' with the day list
// and its services with 'Add Gathering' per day, 'Download PDF', the 'How can we help?' card (trip support only in its
// window) and the Next prompts.
import { HOST_TRIP_TAB_ROUTES, ITINERARY_TAB_COPY, TRAVELER_EMERGENCY_PHONE, telephoneHref } from '@caravan/domain';
import { Alert, Card, Heading, Link, Spinner } from '@caravan/ui';
import { useQuery } from '@tanstack/react-query';
import { loadStateOf } from '../../../api/queries.js';
import { PdfDownload } from '../../../shell/PdfDownload.js';
import { downloadHostItineraryPdf, fetchHostItinerary, type HostItinerary, hostItineraryKey } from './itinerary-api.js';
import './host-itinerary.css';

/** DECIDE: hosts reach Caravan's host team by email (the spec names no address); trip support is the road line. */
export const HOST_CUSTOMER_SERVICE_EMAIL = 'hosts@caravan.test';

export function HostItineraryTab({
  tripId,
  base,
  canAddGatherings,
}: {
  tripId: string;
  base: string;
  canAddGatherings: boolean;
}) {
  const query = useQuery({
    queryKey: hostItineraryKey(tripId),
    queryFn: ({ signal }) => fetchHostItinerary(tripId, signal),
  });
  const state = loadStateOf(query);
  if (state.status === 'failed')
    return (
      <Alert tone="danger" title="We couldn't load the itinerary">
        {state.message}
      </Alert>
    );
  if (state.status === 'loading') return <Spinner size="lg" label="Loading the itinerary…" />;
  return <ItineraryOverview itinerary={state.data} base={base} canAddGatherings={canAddGatherings} />;
}

/** The final itinerary the host reviews (WSP-003): each day's services, and where to add a gathering (WSP-076). */
export function ItineraryOverview({
  itinerary,
  base,
  canAddGatherings,
}: {
  itinerary: HostItinerary;
  base: string;
  canAddGatherings: boolean;
}) {
  return (
    <div className="hi-Itinerary">
      <Card title={ITINERARY_TAB_COPY.title}>
        <PdfDownload
          className="hi-Actions"
          label={ITINERARY_TAB_COPY.downloadPdf}
          save={() => downloadHostItineraryPdf(itinerary.tripId, itinerary.pdfFileName)}
        />
        <ol className="hi-Days">
          {itinerary.days.map((day) => (
            <li key={day.day} className="hi-Day">
              <div className="hi-DayHeader">
                <Heading level={3}>{day.title}</Heading>
                {canAddGatherings ? (
                  // Gatherings are edited on Configuration, on the same day (its gatherings editor).
                  <Link
                    variant="button"
                    href={`${base}${HOST_TRIP_TAB_ROUTES.configuration}#ws-day-${day.day}`}
                    aria-label={`${ITINERARY_TAB_COPY.addGathering} on Day ${day.day}`}
                  >
                    {ITINERARY_TAB_COPY.addGathering}
                  </Link>
                ) : null}
              </div>
              {day.items.length === 0 ? (
                <p className="pt-Muted">Free day: nothing planned yet.</p>
              ) : (
                <ul>
                  {day.items.map((item) => (
                    <li key={item.id}>
                      <span className="hi-Name">{item.name}</span>
                      {item.startTime ? <span className="pt-Muted"> · {item.startTime}</span> : null}
                      {item.description ? <p className="pt-Muted">{item.description}</p> : null}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      </Card>
      <NextPrompts itinerary={itinerary} base={base} />
      <Card title={ITINERARY_TAB_COPY.helpCardTitle} tone="sunken">
        <p>
          Customer service: write to{' '}
          <Link href={`mailto:${HOST_CUSTOMER_SERVICE_EMAIL}`}>{HOST_CUSTOMER_SERVICE_EMAIL}</Link>.
        </p>
        {itinerary.tripSupportOffered ? (
          <p>
            Trip support: around your trip, call{' '}
            <Link href={telephoneHref(TRAVELER_EMERGENCY_PHONE)}>{TRAVELER_EMERGENCY_PHONE}</Link>.
          </p>
        ) : null}
      </Card>
    </div>
  );
}

/** 'Next: Workshops' or 'Next: Agreement' (WSP-080), and 'Next: Price' after pricing approval (WSP-081). */
function NextPrompts({ itinerary, base }: { itinerary: HostItinerary; base: string }) {
  return (
    <>
      <Card title={itinerary.next.label}>
        {itinerary.next.key === 'workshops' ? (
          <Link variant="button" href={`${base}${HOST_TRIP_TAB_ROUTES.configuration}`}>
            {ITINERARY_TAB_COPY.configureWorkshops}
          </Link>
        ) : (
          <Link variant="button" href={`${base}${HOST_TRIP_TAB_ROUTES.configuration}`}>
            Review the agreement
          </Link>
        )}
      </Card>
      {itinerary.showNextPrice ? (
        <Card title={ITINERARY_TAB_COPY.nextPrice}>
          <Link variant="button" href={`${base}${HOST_TRIP_TAB_ROUTES.pricing}`}>
            Set your price
          </Link>
        </Card>
      ) : null}
    </>
  );
}
