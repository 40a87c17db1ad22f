// A trip card of the Explore list (MKT-010): a subset of the public trip page's view, so it carries nothing the page
// itself does not show, and the page's link is its `path`.
import type { z } from '@hono/zod-openapi';
import { publicTripView } from './public-trip.view.js';

export const exploreTripView = publicTripView
  .pick({
    id: true,
    path: true,
    name: true,
    summary: true,
    destination: true,
    country: true,
    startDate: true,
    endDate: true,
    heroImageUrl: true,
    currency: true,
    spotsRemaining: true,
    bookability: true,
  })
  .extend({ pricePerTraveler: publicTripView.shape.depositPerTraveler.describe('Price per traveler, minor units') })
  .strict()
  .openapi('ExploreTrip');
export type ExploreTripView = z.infer<typeof exploreTripView>;
