// The trip page's price box (MKT-002, MKT-030): price per traveler, the deposit and the payment schedule with its
// dates, the private-room supplement and rooms left, spots left, the bookings deadline, and the booking action —
// or why there is none (MKT-003: not launched with its date, sold out with the waitlist, closed with the reason).
import {
  type CalendarPattern,
  type CurrencyCode,
  formatCalendarDate,
  formatMinor,
  TRIP_PAGE_ANCHORS,
  utcCalendarDateOf,
} from '@caravan/domain';
import { Alert, Badge, Button } from '@caravan/ui';
import type { PublicTrip } from '../public-trip.api.js';

const LONG: CalendarPattern = 'MMMM d, yyyy';

export interface TripPriceCardProps {
  trip: PublicTrip;
  /** Opens the booking form (or the waitlist form). */
  onBook: () => void;
}

/** The price box; the aside on a wide screen, after the summary on a phone. */
export function TripPriceCard({ trip, onBook }: TripPriceCardProps) {
  const money = (minor: number) => formatMinor(minor, trip.currency as CurrencyCode);
  const pkg = trip.packages[0];
  const { bookability } = trip;
  return (
    <section className="pt-PriceCard" aria-labelledby="price-heading" id={TRIP_PAGE_ANCHORS.price}>
      <h2 id="price-heading" className="pt-visually-hidden">
        Price
      </h2>
      {pkg ? (
        <p className="pt-PriceCard-price">
          <strong>{money(pkg.pricePerTraveler)}</strong> per traveler <Badge>{pkg.level}</Badge>
        </p>
      ) : null}
      <h3 className="pt-PriceCard-subheading">Payment schedule</h3>
      <ol className="pt-Schedule" aria-label="Payment schedule per traveler">
        {trip.paymentSchedule.map((line) => (
          <li key={line.kind}>
            <span>
              {line.kind === 'deposit'
                ? trip.paymentSchedule.length > 1
                  ? 'Deposit, when you book'
                  : 'Full price, when you book'
                : `Balance, due by ${formatCalendarDate(line.dueOn ?? trip.bookingsCloseOn, LONG)}`}
            </span>
            <strong>{money(line.amount)}</strong>
          </li>
        ))}
      </ol>
      <dl className="pt-PriceCard-facts">
        {trip.singleSupplement.price > 0 ? (
          <div>
            <dt>Private room</dt>
            <dd>
              {trip.singleSupplement.roomsLeft > 0
                ? `+${money(trip.singleSupplement.price)} per traveler · ${trip.singleSupplement.roomsLeft} left`
                : 'All taken'}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Spots left</dt>
          <dd>{trip.spotsRemaining > 0 ? `${trip.spotsRemaining} of ${trip.maximumSpots}` : 'Sold out'}</dd>
        </div>
        <div>
          <dt>Book by</dt>
          <dd>{formatCalendarDate(trip.bookingsCloseOn, LONG)}</dd>
        </div>
      </dl>
      {bookability.kind === 'closed' ? (
        <Alert tone="warning" title="This trip cannot be booked">
          {bookability.reason === 'notLaunched' && trip.launchDate
            ? `Booking opens on ${formatCalendarDate(utcCalendarDateOf(new Date(trip.launchDate)), LONG)}.`
            : bookability.message}
        </Alert>
      ) : (
        <>
          {bookability.kind === 'waitlist' ? (
            <Alert tone="info" title="Sold out">
              {bookability.message}
            </Alert>
          ) : null}
          <Button size="lg" onPress={onBook} className="pt-PriceCard-book">
            {bookability.kind === 'waitlist' ? 'Join the waitlist' : 'Book now'}
          </Button>
        </>
      )}
      <p className="pt-PriceCard-links">
        <a href={`#${TRIP_PAGE_ANCHORS.policy}`}>Cancellation policy</a> ·{' '}
        <a href={`#${TRIP_PAGE_ANCHORS.terms}`}>Booking terms</a>
      </p>
    </section>
  );
}
