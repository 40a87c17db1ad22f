// The organiser's (host, co-host, operator, admin) reads of /api/me/trips, for the route that serves every audience.
import type { Page } from '@caravan/domain';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { notFound } from '../../errors/app-error.js';
import type { AppEnv } from '../../http/context.js';
import type { TripView } from '../../views/trip.view.js';
import type { SearchQuery } from './search-query.js';
import { tripsResource } from './trips.resource.js';

// The shared route's id schema is the traveler app's (any id string); an organiser's trip id is a uuid.
const tripId = z.uuid();

/** The organiser's trips on the me base, read through the generic trip resource's policy scope. */
export const organizerTrips = {
  list: (c: Context<AppEnv>, q: SearchQuery): Promise<Page<TripView>> => tripsResource.list(c, 'me', q),
  get: async (c: Context<AppEnv>, id: string): Promise<TripView> => {
    if (!tripId.safeParse(id).success) throw notFound();
    return tripsResource.read(c, 'me', id);
  },
};
