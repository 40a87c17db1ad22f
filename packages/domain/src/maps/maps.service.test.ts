// The maps service's shared vocabulary: the distance-matrix request with its defaults, the spec's words for each
// failure, and a ride's duration from the matrix's answer.
import { describe, expect, it } from 'vitest';
import { MapsServiceError, distanceMatrixRequest, estimatedRideSeconds } from './maps.service.js';

describe('maps service', () => {
  it('[TAP-027] a ride between two places asks for one origin and one destination, metric and by car unless told', () => {
    expect(distanceMatrixRequest({ originPlaceId: 'place-a', destinationPlaceId: 'place-b' })).toEqual({
      origins: ['place-a'],
      destinations: ['place-b'],
      units: 'metric',
      travelMode: 'driving',
    });
    expect(
      distanceMatrixRequest({
        originPlaceId: 'place-a',
        destinationPlaceId: 'place-b',
        units: 'imperial',
        travelMode: 'walking',
      }),
    ).toEqual({ origins: ['place-a'], destinations: ['place-b'], units: 'imperial', travelMode: 'walking' });
  });

  it('[TER-004] [TER-005] [TER-006] each failure is an error carrying the spec words and which failure it was', () => {
    const notInitialized = new MapsServiceError({ kind: 'not-initialized' });
    expect(notInitialized).toBeInstanceOf(Error);
    expect(notInitialized.name).toBe('MapsServiceError');
    expect(notInitialized.message).toBe('Google service not initialized');
    expect(notInitialized.failure).toEqual({ kind: 'not-initialized' });
    expect(new MapsServiceError({ kind: 'script-load-failed' }).message).toBe('could not load');
    const failed = new MapsServiceError({ kind: 'request-failed', status: 'OVER_QUERY_LIMIT' });
    expect(failed.message).toBe('Distance matrix request failed with status: OVER_QUERY_LIMIT');
    expect(failed.failure).toEqual({ kind: 'request-failed', status: 'OVER_QUERY_LIMIT' });
  });

  it('[RID-023] a ride lasts the road time the matrix gives, or 360 seconds when it found no route', () => {
    expect(estimatedRideSeconds({ status: 'OK', durationInSeconds: 1_234, distanceInMeters: 20_000 })).toBe(1_234);
    expect(estimatedRideSeconds({ status: 'ZERO_RESULTS' })).toBe(360);
    expect(estimatedRideSeconds({ status: 'NOT_FOUND' })).toBe(360);
  });
});
