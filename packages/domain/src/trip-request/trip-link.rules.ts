// Host trip links and paths: /app/host/trips/{id}/{request|tab}?model={trip|tripRequest} (host-and-platform §2.6).
import { toCanonical } from '../shared/enum.js';
import { TRIP_STATUSES } from '../shared/statuses.js';

/** The host trips path the link builder starts from. */
const HOST_TRIPS_PATH = '/app/host/trips';
/** The host app prefix of a trip path. */
export const HOST_APP_PATH = '/app/host';

/** The actions a trip path can end with (CAT-069). */
export const HOST_TRIP_PATH_ACTIONS = [
  'configuration',
  'pricing',
  'itinerary',
  'bookings',
  'preview',
  'success',
  'services-agreement',
  'promote',
  'trip-overview',
] as const;
type HostTripPathAction = (typeof HOST_TRIP_PATH_ACTIONS)[number];

/** The tab a trip link opens when none is given (CAT-067). */
const DEFAULT_HOST_TRIP_LINK_TAB: HostTripPathAction = 'configuration';

/** A trip path of the shape {app}/trips/{tripId}/{action} (CAT-069). */
export function buildHostTripPath(app: string, tripId: string, action: HostTripPathAction): string {
  return `${app.replace(/\/+$/, '')}/trips/${encodeURIComponent(tripId)}/${action}`;
}

/** Whether a trip-like item opens the request view: a trip request or a created/partner-approved trip (CAT-066). */
export function opensHostTripRequestView(item: { isTripRequest?: boolean; status?: string | null }): boolean {
  if (item.isTripRequest) return true;
  const status = item.status ? toCanonical(TRIP_STATUSES, item.status) : undefined;
  return status === 'created' || status === 'partner-approved';
}

/** The host link of a trip or trip request: /request or a tab (default configuration), with model=trip|tripRequest (CAT-066..CAT-068). */
export function buildHostTripLink(
  item: { id: string; isTripRequest?: boolean; status?: string | null },
  tab: HostTripPathAction = DEFAULT_HOST_TRIP_LINK_TAB,
): string {
  const model = item.isTripRequest ? 'tripRequest' : 'trip';
  const tail = opensHostTripRequestView(item) ? 'request' : tab;
  return `${HOST_TRIPS_PATH}/${encodeURIComponent(item.id)}/${tail}?model=${model}`;
}
