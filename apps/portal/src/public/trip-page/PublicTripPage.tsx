// /trips/{slug}: a trip's public page (MKT-001..003): what the trip is, who hosts it, what it costs and whether it
// can be booked — then the booking flow. Reachable without an account; the server sent the same facts as HTML first.
import {
  type CurrencyCode,
  formatDate,
  formatMinor,
  PUBLIC_TRIP_DATA_ELEMENT_ID,
  publicTripPath,
} from '@caravan/domain';
import { Alert, Badge, Button, Spinner } from '@caravan/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { loadStateOf } from '../../api/queries.js';
import { PublicLayout } from '../../shell/PublicLayout.js';
import { PageSuspense, lazyPage } from '../../shell/lazy-page.js';
import { type PublicTrip, publicTripApi, publicTripKey } from '../public-trip.api.js';
import { readAffirmReturn } from '../booking/affirm-return.js';
import '../public.css';

/** The booking flow opens on 'Book now': its own chunk, so a visitor who only reads the page never downloads it. */
const BookingFlow = lazyPage(() => import('../booking/BookingFlow.js').then((m) => m.BookingFlow));

/** Slugs whose visit this page load already recorded (StrictMode and re-renders record once). */
const visited = new Set<string>();

const when = (date: string) => formatDate(date, 'MMMM d, yyyy');

/**
 * The trip the server rendered this page from, when the page was loaded at this slug: the first render shows the
 * trip at once and the query refreshes it in the background. Arriving from Explore there is none, and the page loads.
 */
function serverRenderedTrip(slug: string): PublicTrip | undefined {
  const element = document.getElementById(PUBLIC_TRIP_DATA_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    const trip = JSON.parse(element.textContent) as PublicTrip;
    return trip.path === publicTripPath({ tripPath: slug }) ? trip : undefined;
  } catch {
    return undefined;
  }
}

/** The public trip page. */
export function PublicTripPage({ slug }: { slug: string }) {
  const query = useQuery({
    queryKey: publicTripKey(slug),
    queryFn: ({ signal }) => publicTripApi.trip(slug, signal),
    initialData: () => serverRenderedTrip(slug),
    initialDataUpdatedAt: 0,
  });
  const state = loadStateOf(query);
  // Back from Affirm's page (PAY-008), the booking form is open again to finish the booking.
  const [booking, setBooking] = useState(
    () => typeof window !== 'undefined' && readAffirmReturn(window.location.search) !== null,
  );

  useEffect(() => {
    if (visited.has(slug)) return;
    visited.add(slug);
    void publicTripApi.visit(slug, window.location.search, document.referrer).catch(() => undefined);
  }, [slug]);
  useEffect(() => {
    if (state.status === 'ready') document.title = `${state.data.name} · Caravan`;
  }, [state]);

  if (state.status === 'loading')
    return (
      <PublicLayout>
        <h1 className="pt-visually-hidden">Trip</h1>
        <Spinner size="lg" label="Loading the trip…" />
      </PublicLayout>
    );
  if (state.status === 'failed')
    return (
      <PublicLayout>
        <h1>Trip not found</h1>
        <p>This trip does not exist or is not published.</p>
      </PublicLayout>
    );
  const trip = state.data;
  return (
    <PublicLayout>
      <TripDetails trip={trip} />
      <section className="pt-TripPage-book" aria-labelledby="book-heading">
        <h2 id="book-heading">Book this trip</h2>
        {trip.bookability.kind === 'closed' ? (
          <Alert tone="warning" title="This trip cannot be booked">
            {trip.bookability.message}
          </Alert>
        ) : booking ? (
          <PageSuspense place="section">
            <BookingFlow trip={trip} />
          </PageSuspense>
        ) : (
          <>
            {trip.bookability.kind === 'waitlist' ? (
              <Alert tone="info" title="Sold out">
                {trip.bookability.message}
              </Alert>
            ) : null}
            <Button size="lg" onPress={() => setBooking(true)}>
              {trip.bookability.kind === 'waitlist' ? 'Join the waitlist' : 'Book now'}
            </Button>
          </>
        )}
      </section>
    </PublicLayout>
  );
}

/** MKT-002: the trip's facts. */
function TripDetails({ trip }: { trip: PublicTrip }) {
  const money = (minor: number) => formatMinor(minor, trip.currency as CurrencyCode);
  const pkg = trip.packages[0];
  return (
    <article className="pt-TripPage">
      {trip.heroImageUrl ? <img className="pt-TripPage-hero" src={trip.heroImageUrl} alt={trip.name} /> : null}
      <h1>{trip.name}</h1>
      <p className="pt-TripPage-where">
        {trip.destination}, {trip.country} · {when(trip.startDate)}
        {trip.endDate ? ` – ${when(trip.endDate)}` : ''}
      </p>
      {trip.summary ? <p>{trip.summary}</p> : null}
      <section className="pt-TripPage-host" aria-label="Your host">
        {trip.host.photoUrl ? (
          <img src={trip.host.photoUrl} alt={trip.host.displayName} width={64} height={64} />
        ) : null}
        <p>
          Hosted by <strong>{trip.host.displayName}</strong>
        </p>
      </section>
      <section aria-label="Price">
        {pkg ? (
          <p>
            <Badge>{pkg.level}</Badge> {money(pkg.pricePerTraveler)} per traveler
          </p>
        ) : null}
        <p>Deposit {money(trip.depositPerTraveler)} per traveler</p>
        {trip.singleSupplement.roomsLeft > 0 ? (
          <p>Private room: {money(trip.singleSupplement.price)} more per traveler</p>
        ) : null}
        {trip.bookability.kind === 'open' ? (
          <p className="pt-TripPage-spots">
            {trip.spotsRemaining} spot{trip.spotsRemaining === 1 ? '' : 's'} left
          </p>
        ) : null}
        {pkg?.included.length ? (
          <>
            <h2>What is included</h2>
            <ul>
              {pkg.included.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
      <section aria-labelledby="itinerary-heading">
        <h2 id="itinerary-heading">Itinerary</h2>
        <ol className="pt-TripPage-days">
          {trip.days.map((d) => (
            <li key={d.day}>
              <strong>Day {d.day}</strong>
              {d.items.length ? `: ${d.items.join(', ')}` : ''}
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}
