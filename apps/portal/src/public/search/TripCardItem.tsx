// One trip as a card (MKT-026): photo, name, host, destination, dates, price from, and spots left or the waitlist.
// The whole card opens the public trip page; the photo (MKT-032: width/height, srcset, alt) loads eagerly only on the
// first cards (above the fold), lazily below.
import {
  type TripCard,
  tripCardAvailabilityLabel,
  tripCardDates,
  tripCardHostLabel,
  tripCardLengthLabel,
  tripCardPlace,
  tripCardPriceLabel,
} from '@caravan/domain';
import { Link } from '@caravan/ui';
import { MediaImage } from '../../media/MediaImage.js';
import { CARD_SIZES } from '../../media/sizes.js';

/** The card photo's reserved box: 16:9, so the grid keeps its place while photos load (no layout shift). */
const PHOTO = { width: 640, height: 360 } as const;

export function TripCardItem({ trip, eager = false }: { trip: TripCard; eager?: boolean }) {
  const place = tripCardPlace(trip);
  return (
    <article className="ts-Card">
      {trip.heroImageUrl ? (
        <MediaImage
          className="ts-Card-image"
          src={trip.heroImageUrl}
          alt={`${trip.name}: ${place}`}
          width={PHOTO.width}
          height={PHOTO.height}
          sizes={CARD_SIZES}
          priority={eager}
        />
      ) : (
        <div className="ts-Card-image ts-Card-image--none" aria-hidden="true" />
      )}
      <div className="ts-Card-body">
        <h3 className="ts-Card-title">
          <Link href={trip.path} variant="standalone" className="ts-Card-link">
            {trip.name}
          </Link>
        </h3>
        <p className="ts-Card-host">{tripCardHostLabel(trip)}</p>
        <p className="ts-Card-place">{place}</p>
        <p className="ts-Card-dates">
          {tripCardDates(trip)} · {tripCardLengthLabel(trip)}
        </p>
        <p className="ts-Card-price">{tripCardPriceLabel(trip)}</p>
        <p className="ts-Card-spots" data-kind={trip.availability.kind}>
          {tripCardAvailabilityLabel(trip.availability)}
        </p>
      </div>
    </article>
  );
}
