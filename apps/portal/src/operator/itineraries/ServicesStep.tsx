// Tab 2 'Review trip/itinerary' (RTE-028): the day-by-day services builder arrives with the services work; until
// then the tab says so and its Next button leads on (RTE-029).
import { nextOperatorItineraryStep, operatorItineraryPath } from '@caravan/domain';
import { Link } from '@caravan/ui';

export function ServicesStep({ itineraryId }: { itineraryId: string | null }) {
  const next = nextOperatorItineraryStep('configure-services');
  return (
    <section className="op-Form" aria-label="Review trip/itinerary">
      <p>The day-by-day services builder is on its way. Your review details are kept as saved.</p>
      {next && itineraryId !== null ? (
        <div className="op-Actions">
          <Link href={operatorItineraryPath(itineraryId, next)} variant="button">
            Next
          </Link>
        </div>
      ) : null}
    </section>
  );
}
