// The operator trip steps' tabs as rendered: the steps and their paths, pricing (model=trip) disabled for a request.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TripTabs } from './TripTabs.js';

const ID = '11111111-1111-4111-8111-111111111111';
const tabs = (model: 'trip' | 'tripRequest') =>
  [...renderToStaticMarkup(<TripTabs id={ID} step="review-details" model={model} />).matchAll(/<li>(.*?)<\/li>/g)].map(
    (m) => {
      const li = m[1] ?? '';
      const href = /href="([^"]+)"/.exec(li)?.[1]?.replaceAll('&amp;', '&');
      return { label: li.replace(/<[^>]+>/g, ''), href, disabled: li.includes('aria-disabled="true"') };
    },
  );

describe('operator trip tabs', () => {
  it('[RTE-024] the trip steps are review-details, configure-services and review-pricing with ?model=trip', () => {
    expect(tabs('trip')).toEqual([
      { label: 'Review details', href: `/app/operator/trips/${ID}/review-details?model=trip`, disabled: false },
      {
        label: 'Review trip/itinerary',
        href: `/app/operator/trips/${ID}/configure-services?model=trip`,
        disabled: false,
      },
      { label: 'Review pricing', href: `/app/operator/trips/${ID}/review-pricing?model=trip`, disabled: false },
    ]);
  });

  it('[RTE-026] the pricing step is disabled when model=tripRequest', () => {
    expect(tabs('tripRequest')).toEqual([
      { label: 'Review details', href: `/app/operator/trips/${ID}/review-details?model=tripRequest`, disabled: false },
      {
        label: 'Review trip/itinerary',
        href: `/app/operator/trips/${ID}/configure-services?model=tripRequest`,
        disabled: false,
      },
      { label: 'Review pricing', href: undefined, disabled: true },
    ]);
  });
});
