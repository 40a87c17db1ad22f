// /trips/{slug}: a trip's public page (MKT-001..003, MKT-030): hero and gallery, the day-by-day itinerary, what is
// included, the host, the price box with the payment schedule, the policy and terms, the FAQ — then the booking
// flow. Reachable without an account; the server sent the same facts as HTML first.
import {
  formatCalendarDate,
  PUBLIC_TRIP_DATA_ELEMENT_ID,
  publicTripPath,
  TRIP_PAGE_ANCHORS,
  type CurrencyCode,
  formatMinor,
} from '@caravan/domain';
import { Button, Spinner } from '@caravan/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { loadStateOf } from '../../api/queries.js';
import { PageSuspense, lazyPage } from '../../shell/lazy-page.js';
import { type PublicTrip, publicTripApi, publicTripKey } from '../public-trip.api.js';
import { readAffirmReturn } from '../booking/affirm-return.js';
// The marketplace's own header (logo, Browse trips, Sign in or My account), as on the home, search and host profile.
import { MarketplaceLayout } from '../search/PublicHeader.js';
import { ShareButtons } from './ShareButtons.js';
import { TripGallery, type GalleryPhoto } from './TripGallery.js';
import { TripItinerary } from './TripItinerary.js';
import { TripPriceCard } from './TripPriceCard.js';
import { TripFaq, TripHostCard, TripInclusions, TripPolicies } from './TripSections.js';
import '../public.css';

/** The booking flow opens on 'Book now': its own chunk, so a visitor who only reads the page never downloads it. */
const BookingFlow = lazyPage(() => import('../booking/BookingFlow.js').then((m) => m.BookingFlow));

/** Slugs whose visit this page load already recorded (StrictMode and re-renders record once). */
const visited = new Set<string>();

const when = (date: string) => formatCalendarDate(date, 'MMMM d, yyyy');

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

/** Every photo of the trip once, hero first: the gallery and the lightbox walk this list. */
function galleryOf(trip: PublicTrip): GalleryPhoto[] {
  const seen = new Set<string>();
  const photos: GalleryPhoto[] = [];
  const add = (src: string | null, alt: string) => {
    if (!src || seen.has(src)) return;
    seen.add(src);
    photos.push({ src, alt });
  };
  add(trip.heroImageUrl, `${trip.name}: ${trip.destination}, ${trip.country}`);
  for (const [i, src] of trip.photos.entries())
    add(src, `${trip.destination}, ${trip.country}: photo ${i + 1} of the trip`);
  for (const day of trip.days)
    for (const src of day.images)
      add(src, `Day ${day.day}${day.title ? `, ${day.title}` : ''}: ${day.items.join(', ')}`);
  return photos;
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
  const bookHeading = useRef<HTMLHeadingElement>(null);

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
      <MarketplaceLayout>
        <h1 className="pt-visually-hidden">Trip</h1>
        <Spinner size="lg" label="Loading the trip…" />
      </MarketplaceLayout>
    );
  if (state.status === 'failed')
    return (
      <MarketplaceLayout>
        <h1>Trip not found</h1>
        <p>This trip does not exist or is not published.</p>
      </MarketplaceLayout>
    );
  const trip = state.data;
  const open = () => {
    setBooking(true);
    // The form appears at the end of the page: take the visitor there, focus on its heading.
    requestAnimationFrame(() => {
      bookHeading.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      bookHeading.current?.focus({ preventScroll: true });
    });
  };
  const pkg = trip.packages[0];
  return (
    <MarketplaceLayout>
      <article className="pt-TripPage">
        <header className="pt-TripPage-header">
          {trip.heroImageUrl ? (
            <img
              className="pt-TripPage-hero"
              src={trip.heroImageUrl}
              alt={`${trip.name}: ${trip.destination}, ${trip.country}`}
              width={1200}
              height={600}
              fetchPriority="high"
            />
          ) : null}
          <h1>{trip.name}</h1>
          <p className="pt-TripPage-where">
            {trip.destination}, {trip.country} · {when(trip.startDate)}
            {trip.endDate ? ` – ${when(trip.endDate)}` : ''} · {trip.days.length} days
          </p>
          <p className="pt-TripPage-host-line">Hosted by {trip.host.displayName}</p>
          <ShareButtons url={`${window.location.origin}${trip.path}`} name={trip.name} />
        </header>
        <div className="pt-TripPage-layout">
          <div className="pt-TripPage-main">
            {trip.summary ? <p className="pt-TripPage-summary">{trip.summary}</p> : null}
            <TripGallery photos={galleryOf(trip)} tripName={trip.name} />
            <TripItinerary days={trip.days} />
            <TripInclusions trip={trip} />
            <TripHostCard host={trip.host} />
            <TripPolicies trip={trip} />
            <TripFaq faq={trip.faq} />
            {trip.bookability.kind === 'closed' ? null : (
              <section className="pt-TripPage-book" aria-labelledby="book-heading" id={TRIP_PAGE_ANCHORS.book}>
                <h2 id="book-heading" ref={bookHeading} tabIndex={-1}>
                  {trip.bookability.kind === 'waitlist' ? 'Join the waitlist' : 'Book this trip'}
                </h2>
                {booking ? (
                  <PageSuspense place="section">
                    <BookingFlow trip={trip} />
                  </PageSuspense>
                ) : (
                  <p>Choose your travelers and rooms, then pay the deposit to secure your spots.</p>
                )}
              </section>
            )}
          </div>
          <aside className="pt-TripPage-aside" aria-label="Price and booking">
            <TripPriceCard trip={trip} onBook={open} />
          </aside>
        </div>
        {trip.bookability.kind !== 'closed' && !booking && pkg ? (
          <div className="pt-BookBar">
            <p>
              <strong>{formatMinor(pkg.pricePerTraveler, trip.currency as CurrencyCode)}</strong> per traveler
            </p>
            <Button onPress={open}>{trip.bookability.kind === 'waitlist' ? 'Waitlist' : 'Book'}</Button>
          </div>
        ) : null}
      </article>
    </MarketplaceLayout>
  );
}
