// The request's pre/post-trip stays and transfers (CAT-055..CAT-057): offered only when the domain's rules say so for
// the chosen departure and the host's rooms, each stay with its dates; what is no longer offered is never sent.
import {
  PRE_POST_SIDES,
  type PrePostOffers,
  prePostOffers,
  prePostStayLine,
  prePostTransferLine,
  type TripRequestFormDraft,
} from '@caravan/domain';
import { Switch } from '@caravan/ui';
import type { ItineraryDescription } from '../catalogue/catalogue.api.js';
import type { SectionProps } from './form-state.js';
import type { Availability } from './trip-request.api.js';

type Itinerary = ItineraryDescription['itinerary'];

/** What the request offers for the form as filled in: the chosen departure, the itinerary's services, the rooms. */
export function offersFor(
  values: TripRequestFormDraft,
  availability: Availability,
  itinerary: Itinerary,
): PrePostOffers {
  const pkg = availability[values.selectedPackage];
  const departure = pkg.isInventoryEnabled
    ? (pkg.itineraryInventoryItems.find((i) => i.id === values.itineraryInventoryItemId) ?? null)
    : null;
  return prePostOffers({
    services: itinerary.days.flatMap((d) => d.services),
    departure,
    roomTypes: values.hostRooms.map((r) => r.roomType),
  });
}

export function PrePostSection({
  values,
  errors,
  onChange,
  availability,
  itinerary,
}: SectionProps & { availability: Availability; itinerary: Itinerary }) {
  const offers = offersFor(values, availability, itinerary);
  const start = values.startDate;
  const anyOffered = PRE_POST_SIDES.some(({ side }) => offers.accommodation[side] || offers.transfer[side]);
  const set = (kind: 'prePostAccommodationsSelection' | 'prePostTransfersSelection', key: string, on: boolean) =>
    onChange({ ...values, [kind]: { ...values[kind], [key]: on } });
  return (
    <section className="tr-Section" aria-labelledby="tr-prepost">
      <h2 id="tr-prepost">Before and after the trip</h2>
      {start === null ? (
        <p>Choose a departure to see the stays and transfers offered before and after the trip.</p>
      ) : !anyOffered ? (
        <p>No pre-trip or post-trip stays or transfers are offered for this departure and these rooms.</p>
      ) : (
        PRE_POST_SIDES.map(({ side, key }) => (
          <div key={side} className="tr-Row">
            {offers.accommodation[side] ? (
              <Switch
                isSelected={values.prePostAccommodationsSelection[key]}
                onChange={(on) => set('prePostAccommodationsSelection', key, on)}
              >
                {prePostStayLine(side, start, itinerary.lengthInDays)}
              </Switch>
            ) : null}
            {offers.transfer[side] ? (
              <Switch
                isSelected={values.prePostTransfersSelection[key]}
                onChange={(on) => set('prePostTransfersSelection', key, on)}
              >
                {prePostTransferLine(side)}
              </Switch>
            ) : null}
          </div>
        ))
      )}
      {Object.entries(errors)
        .filter(([field]) => field.startsWith('prePost'))
        .map(([field, message]) => (
          <p key={field} className="tr-Error">
            {message}
          </p>
        ))}
    </section>
  );
}
