// The operator's Preview buttons as rendered: the server pages they open in a new tab.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ItineraryPreviewLink, TripPreviewLink } from './PreviewLinks.js';

const TRIP = '11111111-1111-4111-8111-111111111111';
const OPERATOR = '22222222-2222-4222-8222-222222222222';
const hrefOf = (html: string) => new URL(/href="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&') ?? '', 'http://x');

describe('operator preview links', () => {
  it('[RTE-030] trip preview opens /api/me/pages/trip with tripId, operatorId and tripPreview=false in a new tab', () => {
    const html = renderToStaticMarkup(<TripPreviewLink tripId={TRIP} operatorId={OPERATOR} />);
    const url = hrefOf(html);
    expect(url.pathname).toBe('/api/me/pages/trip');
    expect(Object.fromEntries(url.searchParams)).toEqual({ tripId: TRIP, operatorId: OPERATOR, tripPreview: 'false' });
    expect(html).toContain('target="_blank"');
  });

  it('[RTE-031] itinerary preview opens /api/me/pages/itinerary with itineraryId and itineraryPreview=true', () => {
    const html = renderToStaticMarkup(<ItineraryPreviewLink itineraryId={TRIP} />);
    const url = hrefOf(html);
    expect(url.pathname).toBe('/api/me/pages/itinerary');
    expect(Object.fromEntries(url.searchParams)).toEqual({ itineraryId: TRIP, itineraryPreview: 'true' });
    expect(html).toContain('target="_blank"');
  });
});
