// Every lifecycle the API persists, by resource name (the name the transitions log records). Each entry keeps its
// machine's types (defineLifecycle), so a move's event is checked against the machine it is sent to.
import { publishLifecycle } from '../host-workspace/publish-lifecycle.js';
import { bookingLifecycle } from './booking.lifecycle.js';
import { itineraryLifecycle } from './itinerary.lifecycle.js';
import { launchLifecycle } from './launch.lifecycle.js';
import { tripRequestLifecycle } from './trip-request.lifecycle.js';
import { tripLifecycle } from './trip.lifecycle.js';

export const LIFECYCLES: {
  trip: typeof tripLifecycle;
  booking: typeof bookingLifecycle;
  itinerary: typeof itineraryLifecycle;
  publish: typeof publishLifecycle;
  launch: typeof launchLifecycle;
  'trip-request': typeof tripRequestLifecycle;
} = {
  trip: tripLifecycle,
  booking: bookingLifecycle,
  itinerary: itineraryLifecycle,
  // The trip page's publish status (WSP-061..065): the host's edits, publish requests and the review.
  publish: publishLifecycle,
  launch: launchLifecycle,
  'trip-request': tripRequestLifecycle,
};

export type LifecycleName = keyof typeof LIFECYCLES;
export type LifecycleOf<K extends LifecycleName> = (typeof LIFECYCLES)[K];
