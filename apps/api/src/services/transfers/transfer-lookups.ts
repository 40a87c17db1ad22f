// Place lookup (OAP-019) and estimated durations (OAP-020) for a traveler's trip (or the host's own), through the maps ports.
import { estimatedRideSeconds } from '@caravan/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors/app-error.js';
import type { Providers } from '../../providers/index.js';
import { type MapPlace, distanceMatrixRequest } from '../../providers/maps/index.js';
import type { TransferPlaceView } from '../../views/transfer.view.js';
import type { Viewer } from '../booking/booking-records.js';
import { accessTransferTrip } from './host-transfer-access.js';
import { TRANSFER_ERROR_CODES, durationFailed } from './transfer-errors.js';

/** DECIDE: the picker lists at most 10 places, enough for a destination's airports and hotels. */
export const PLACE_SEARCH_LIMIT = 10;

const toPlaceView = (p: MapPlace): TransferPlaceView => ({ id: p.id, label: p.label, type: p.type, value: p.value });

/** GET /api/me/ground-transfers/places: airports and hotels near the viewer's trip matching `query`. */
export async function searchTransferPlaces(
  db: Db,
  providers: Pick<Providers, 'places'>,
  viewer: Viewer,
  input: { tripId: string; query?: string | undefined; type?: MapPlace['type'] | undefined },
): Promise<{ places: TransferPlaceView[] }> {
  const trip = await accessTransferTrip(db, viewer, input.tripId);
  const places = await providers.places.search({
    destination: trip.destination,
    query: input.query ?? '',
    type: input.type,
  });
  return { places: places.slice(0, PLACE_SEARCH_LIMIT).map(toPlaceView) };
}

/** A place id the lookup resolves, or a 422 naming the field. */
export async function resolvePlace(
  providers: Pick<Providers, 'places'>,
  placeId: string,
  field: string,
): Promise<MapPlace> {
  const place = await providers.places.byId(placeId);
  if (!place)
    throw new AppError(422, TRANSFER_ERROR_CODES.unknownPlace, 'Please select a location from the list', {
      [field]: 'Please select a location from the list',
    });
  return place;
}

/**
 * The ride's estimated duration and distance from the distance matrix. No route between the places falls back to
 * 360 seconds (RID-023's fallback) with an unknown distance; a failed matrix request is a 502.
 */
export async function estimateDuration(
  providers: Pick<Providers, 'distances'>,
  input: { originPlaceId: string; destinationPlaceId: string },
): Promise<{ durationInSeconds: number; distanceInMeters: number | null; fallback: boolean }> {
  let element: Awaited<ReturnType<Providers['distances']['between']>>;
  try {
    element = await providers.distances.between(distanceMatrixRequest(input));
  } catch (error) {
    throw durationFailed(error);
  }
  return {
    durationInSeconds: estimatedRideSeconds(element),
    distanceInMeters: element.status === 'OK' ? element.distanceInMeters : null,
    fallback: element.status !== 'OK',
  };
}

/**
 * POST /api/me/ground-transfers/estimated-duration (TAP-021's DECIDE path): both places resolved, then the matrix,
 * both ways: arrival is origin to destination, departure the way back (the spec's call reads both).
 */
export async function transferEstimatedDuration(
  db: Db,
  providers: Pick<Providers, 'places' | 'distances'>,
  viewer: Viewer,
  input: { tripId: string; originPlaceId: string; destinationPlaceId: string },
) {
  await accessTransferTrip(db, viewer, input.tripId);
  await resolvePlace(providers, input.originPlaceId, 'originPlaceId');
  await resolvePlace(providers, input.destinationPlaceId, 'destinationPlaceId');
  const [there, back] = await Promise.all([
    estimateDuration(providers, input),
    estimateDuration(providers, { originPlaceId: input.destinationPlaceId, destinationPlaceId: input.originPlaceId }),
  ]);
  return {
    ...there,
    arrival: { estimatedDuration: there.durationInSeconds },
    departure: { estimatedDuration: back.durationInSeconds },
  };
}
