// The trip request's optional activities as rendered: what the group pays, the host joining free (CAT-051).
import type { TripRequestFormDraft } from '@caravan/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ItineraryDescription } from '../catalogue/catalogue.api.js';
import { OptionalActivitiesSection } from './ExtrasSections.js';

const kayak = { id: 'svc-kayak', name: 'Sea kayaking', type: 'ACTIVITY', price: 4500, activity: true };
const itinerary = {
  currency: 'USD',
  optionalServices: [kayak],
  days: [],
} as unknown as ItineraryDescription['itinerary'];
const render = (numberOptingIn: number) =>
  renderToStaticMarkup(
    <OptionalActivitiesSection
      itinerary={itinerary}
      errors={{}}
      onChange={() => undefined}
      values={
        {
          companions: [{}, {}, {}],
          hostSelectedOptionalActivities:
            numberOptingIn > 0 ? [{ id: kayak.id, numberOptingIn, service: { _id: kayak.id, ...kayak } }] : [],
          hostSelectedOptionalServices: [],
        } as unknown as TripRequestFormDraft
      }
    />,
  );

describe('optional activities', () => {
  it('[CAT-051] the host joins free: 3 joining a $45 activity cost the group $90, and nothing is shown for none', () => {
    expect(render(3)).toContain('The group pays $90.00');
    expect(render(1)).toContain('The group pays $0.00');
    expect(render(0)).not.toContain('The group pays');
  });
});
