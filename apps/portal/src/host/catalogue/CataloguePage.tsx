// /app/host/itineraries: the itinerary catalogue (CAT-002, CAT-003), our own page in place of the spec's embedded app:
// the recommended banner, then the itineraries the host's level unlocks and the next tier, shown locked (LVL-012).
import { Badge, Card, Link, PageHeader, Spinner } from '@caravan/ui';
import { usePagedList } from '../../api/paged.js';
import { LoadMore } from '../../shell/LoadMore.js';
import { type CatalogueItinerary, catalogueApi, catalogueKeys, itineraryPaths } from './catalogue.api.js';
import { RecommendedBanner } from './RecommendedBanner.js';
import './catalogue.css';
import { MediaImage } from '../../media/MediaImage.js';
import { CARD_SIZES, HERO_HEIGHT, HERO_WIDTH } from '../../media/sizes.js';

function ItineraryCard({ itinerary }: { itinerary: CatalogueItinerary }) {
  return (
    <li className="ct-Card" data-locked={itinerary.locked || undefined}>
      {itinerary.headerPhoto ? (
        // Decorative: the card's heading names the itinerary just below.
        <MediaImage
          className="ct-Card-photo"
          src={itinerary.headerPhoto}
          alt=""
          width={HERO_WIDTH}
          height={HERO_HEIGHT}
          sizes={CARD_SIZES}
        />
      ) : null}
      <div className="ct-Card-body">
        <h2 className="ct-Card-title">
          <Link href={itineraryPaths.description(itinerary.id)}>{itinerary.name}</Link>
        </h2>
        <p className="ct-Card-meta">
          {[itinerary.destination, itinerary.country].filter(Boolean).join(', ')} · {itinerary.lengthInDays} days
        </p>
        <p className="ct-Card-tags">
          <Badge tone={itinerary.locked ? 'warning' : 'success'}>
            {itinerary.locked ? `Tier ${itinerary.tier} · Locked` : `Tier ${itinerary.tier}`}
          </Badge>
        </p>
      </div>
    </li>
  );
}

export function CataloguePage() {
  const list = usePagedList(catalogueKeys.list(), catalogueApi.page);
  const items = list.state.data ?? [];
  return (
    <>
      <PageHeader eyebrow="Host Portal" title="Itineraries" />
      <RecommendedBanner />
      {list.state.status === 'loading' && items.length === 0 ? <Spinner label="Loading the itineraries" /> : null}
      {list.state.status === 'failed' ? (
        <Card title="Something went wrong">
          <p>{list.state.message}</p>
        </Card>
      ) : null}
      {list.state.status === 'ready' && items.length === 0 ? <p>No itineraries are open to request yet.</p> : null}
      <ul className="ct-Grid" aria-label="Itinerary catalogue">
        {items.map((i) => (
          <ItineraryCard key={i.id} itinerary={i} />
        ))}
      </ul>
      <LoadMore list={list} label="More itineraries" />
    </>
  );
}
