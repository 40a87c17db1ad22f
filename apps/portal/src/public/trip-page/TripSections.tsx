// The trip page's reading sections (MKT-002, MKT-030): what is included and not, the host's card, the cancellation
// policy and the booking terms (anchors the booking form links to), and the FAQ.
import { formatCalendarDate, TRIP_PAGE_ANCHORS } from '@caravan/domain';
import { Link } from 'wouter';
import type { PublicTrip } from '../public-trip.api.js';

/** What the price includes and what it does not, side by side on a wide screen. */
export function TripInclusions({ trip }: { trip: PublicTrip }) {
  const included = trip.packages[0]?.included ?? [];
  return (
    <section className="pt-Section" aria-labelledby="included-heading" id={TRIP_PAGE_ANCHORS.included}>
      <h2 id="included-heading">What is included</h2>
      <div className="pt-Inclusions">
        <ul className="pt-Inclusions-list pt-Inclusions-list--yes" aria-label="Included">
          {included.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <div>
          <h3>Not included</h3>
          <ul className="pt-Inclusions-list pt-Inclusions-list--no" aria-label="Not included">
            {trip.notIncluded.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

/** The host: photo, name, short bio and a link to the public profile. */
export function TripHostCard({ host }: { host: PublicTrip['host'] }) {
  return (
    <section className="pt-Section pt-HostCard" aria-labelledby="host-heading" id={TRIP_PAGE_ANCHORS.host}>
      <h2 id="host-heading">Your host</h2>
      <div className="pt-HostCard-body">
        {host.photoUrl ? (
          <img src={host.photoUrl} alt={host.displayName} width={96} height={96} loading="lazy" decoding="async" />
        ) : null}
        <div>
          <p className="pt-HostCard-name">
            Hosted by <strong>{host.displayName}</strong>
          </p>
          {host.bio ? <p className="pt-HostCard-bio">{host.bio}</p> : null}
          {host.profilePath ? <Link href={host.profilePath}>More about {host.displayName}</Link> : null}
        </div>
      </div>
    </section>
  );
}

/** The points of the cancellation policy (the page's section and the booking form's dialog). */
export function CancellationPolicyText({ trip }: { trip: PublicTrip }) {
  return (
    <>
      <p>
        Refundable above the deposit until{' '}
        <strong>{formatCalendarDate(trip.cancellationPolicy.refundableUntil, 'MMMM d, yyyy')}</strong>.
      </p>
      <ul>
        {trip.cancellationPolicy.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </>
  );
}

/** The booking terms (the page's section and the booking form's dialog). */
export function BookingTermsText({ trip }: { trip: PublicTrip }) {
  return (
    <ol>
      {trip.terms.map((point) => (
        <li key={point}>{point}</li>
      ))}
    </ol>
  );
}

/** The policy and terms sections, each at its own anchor. */
export function TripPolicies({ trip }: { trip: PublicTrip }) {
  return (
    <>
      <section className="pt-Section" aria-labelledby="policy-heading" id={TRIP_PAGE_ANCHORS.policy}>
        <h2 id="policy-heading">Cancellation policy</h2>
        <CancellationPolicyText trip={trip} />
      </section>
      <section className="pt-Section" aria-labelledby="terms-heading" id={TRIP_PAGE_ANCHORS.terms}>
        <h2 id="terms-heading">Booking terms</h2>
        <BookingTermsText trip={trip} />
      </section>
    </>
  );
}

/** Questions visitors ask, answered from the trip's own figures. */
export function TripFaq({ faq }: { faq: PublicTrip['faq'] }) {
  return (
    <section className="pt-Section" aria-labelledby="faq-heading" id={TRIP_PAGE_ANCHORS.faq}>
      <h2 id="faq-heading">Questions and answers</h2>
      <div className="pt-Faq">
        {faq.map((item) => (
          <details key={item.question}>
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
