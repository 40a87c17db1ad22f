// /app/host/itineraries/{id}/description (CAT-003, CAT-004): one itinerary's description, day by day, the portal's own
// rendering of the server's itinerary page, with the way to request it (or its tier lock) and, for an inventory
// itinerary, the Itinerary Inventory card (INV-004).
import { type CurrencyCode, buildHostTripLink, formatMinor } from '@caravan/domain';
import { Alert, Card, Link, PageHeader, Spinner } from '@caravan/ui';
import { useQuery } from '@tanstack/react-query';
import { loadStateOf } from '../../api/queries.js';
import { InventoryCard } from '../../operator/itineraries/inventory/InventoryCard.js';
import { catalogueApi, catalogueKeys, itineraryPaths } from './catalogue.api.js';
import './catalogue.css';
import { MediaImage } from '../../media/MediaImage.js';
import { HERO_HEIGHT, HERO_WIDTH, PAGE_SIZES } from '../../media/sizes.js';

export function ItineraryDescriptionPage({ id }: { id: string }) {
  const query = useQuery({
    queryKey: catalogueKeys.description(id),
    queryFn: ({ signal }) => catalogueApi.description(id, signal),
  });
  const state = loadStateOf(query);
  if (state.status === 'loading')
    return (
      <>
        <h1 className="pt-visually-hidden">Itinerary</h1>
        <Spinner label="Loading the itinerary" />
      </>
    );
  if (state.status === 'failed')
    return (
      <>
        <PageHeader title="Something went wrong" />
        <Alert tone="danger">{state.message}</Alert>
        <Link href="/app/host/itineraries">Explore itineraries</Link>
      </>
    );
  const { itinerary } = state.data;
  return (
    <>
      <PageHeader
        eyebrow={`${[itinerary.destination, itinerary.country].filter(Boolean).join(', ')} · ${itinerary.lengthInDays} days`}
        title={itinerary.name}
        actions={
          <Link href={itineraryPaths.request(itinerary.id)} variant="button">
            {itinerary.locked ? `Tier ${itinerary.tier} locked` : 'Reserve This Trip'}
          </Link>
        }
      />
      {itinerary.headerPhoto ? (
        <MediaImage
          className="ct-Hero"
          src={itinerary.headerPhoto}
          alt={`${itinerary.name}: ${itinerary.destination ?? itinerary.country ?? 'the itinerary'}`}
          width={HERO_WIDTH}
          height={HERO_HEIGHT}
          sizes={PAGE_SIZES}
          priority
        />
      ) : null}
      {itinerary.tripSummary ? <p className="ct-Summary">{itinerary.tripSummary}</p> : null}
      <p>
        Packages: {itinerary.packages.join(', ')} · Up to {itinerary.maximumSpots} travelers
      </p>
      <ol className="ct-Days" aria-label="Day by day">
        {itinerary.days.map((day) => (
          <li key={day.dayIndex} className="ct-Day">
            <h2 className="ct-Day-title">Day {day.dayIndex + 1}</h2>
            {day.services.length === 0 ? <p>Free day.</p> : null}
            <ul>
              {day.services.map((s) => (
                <li key={`${day.dayIndex}-${s.id}`}>
                  {s.name}
                  {s.type === 'WORKSHOP_SPACE' && s.hoursAvailable
                    ? ` (workshop space, up to ${s.hoursAvailable} hours)`
                    : ''}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      {itinerary.itineraryInventoryEnabled ? (
        <InventoryCard
          itineraryId={itinerary.id}
          currency={itinerary.currency as CurrencyCode}
          timeZone={itinerary.timeZone}
          // INV-042: a host's new departure starts with one price tier per traveler count in the spots range.
          {...(itinerary.minimumSpots
            ? { spots: { minimumSpots: itinerary.minimumSpots, maximumSpots: itinerary.maximumSpots } }
            : {})}
          tripHref={(tripId) => buildHostTripLink({ id: tripId })}
        />
      ) : null}
      {itinerary.optionalServices.length > 0 ? (
        <Card title="Optional extras" headingLevel={2}>
          <ul>
            {itinerary.optionalServices.map((s) => (
              <li key={s.id}>
                {s.name}: {formatMinor(s.price, itinerary.currency as 'USD')}
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
    </>
  );
}
