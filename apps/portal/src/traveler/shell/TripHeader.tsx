// The trip header (TRV-022): photo, trip name (the page's h1), booking status badge, order id, country and destination.
import { useState } from 'react';
import { type MyTripDetails, type TravelerBooking, travelerTripHeader } from '@caravan/domain';
import { Badge } from '@caravan/ui';
import { bookingStatusBadge } from './status-view.js';
import { MediaImage } from '../../media/MediaImage.js';
import { HERO_HEIGHT, HERO_WIDTH, TRIP_HEADER_SIZES } from '../../media/sizes.js';

export function TripHeader({ trip, booking }: { trip: MyTripDetails; booking: TravelerBooking | null }) {
  const [photoFailed, setPhotoFailed] = useState(false);
  const status = trip.booking ? bookingStatusBadge(trip.booking.displayStatus) : undefined;
  const header = travelerTripHeader(trip, {
    orderId: booking?.orderId ?? trip.booking?.orderId ?? '—',
    statusLabel: status?.label ?? '',
  });
  return (
    <header className="tv-TripHeader">
      <div className="tv-TripHeader-photo">
        {header.photo && !photoFailed ? (
          <MediaImage
            src={header.photo}
            alt={`${header.destination}, ${header.country}`}
            width={HERO_WIDTH}
            height={HERO_HEIGHT}
            sizes={TRIP_HEADER_SIZES}
            priority
            onError={() => setPhotoFailed(true)}
          />
        ) : (
          <span aria-hidden="true">{header.name.charAt(0)}</span>
        )}
      </div>
      <div className="tv-TripHeader-text">
        <p className="tv-Eyebrow">
          {header.country} · {header.destination}
        </p>
        <h1 className="tv-TripHeader-name">{header.name}</h1>
        <dl className="tv-TripHeader-meta">
          {status ? (
            <div>
              <dt className="pt-visually-hidden">Booking status</dt>
              <dd>
                <Badge tone={status.tone}>{header.statusBadge}</Badge>
              </dd>
            </div>
          ) : null}
          <div>
            <dt>Order</dt>
            <dd>{header.orderId}</dd>
          </div>
          <div>
            <dt>Country</dt>
            <dd>{header.country}</dd>
          </div>
          <div>
            <dt>Destination</dt>
            <dd>{header.destination}</dd>
          </div>
        </dl>
      </div>
    </header>
  );
}
