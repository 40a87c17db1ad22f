// The portal's maps client and what the travel-detail tab shows from it: used before load (TER-004), a failed
// distance-matrix request (TER-005) and a script that does not load (TER-006), through both adapters.
import { distanceMatrixRequest } from '@caravan/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { configureClient } from '../../../api/client.js';
import { createGoogleMapsClient, type GoogleMapsHost, type GoogleMapsNamespace } from './google-maps-client.js';
import { estimateLeg } from './leg-estimate.js';
import { mapsClientFor } from './maps-config.js';
import { MapsFailureNotice } from './MapsFailureNotice.js';
import { createSandboxMapsClient } from './sandbox-maps-client.js';

const CUZ = 'sbx-cuz';
const HOTEL = 'sbx-hotel';
const ride = distanceMatrixRequest({ originPlaceId: CUZ, destinationPlaceId: HOTEL });

/** A page whose added script loads (and defines google.maps) or fails, without any network. */
function fakeHost(outcome: 'load' | 'error', maps?: GoogleMapsNamespace) {
  const added: string[] = [];
  const host: GoogleMapsHost = {
    document: {
      createElement: (() => Object.assign(new EventTarget(), { src: '', async: false })) as never,
      head: {
        append: (script: EventTarget & { src: string }) => {
          added.push(script.src);
          queueMicrotask(() => {
            if (outcome === 'load' && maps) host.google = { maps };
            script.dispatchEvent(new Event(outcome));
          });
        },
      } as never,
    },
  };
  return { host, added };
}

/** google.maps whose distance matrix answers with `status` (and one element on OK). */
const fakeMaps = (status: string, calls: unknown[] = []): GoogleMapsNamespace => ({
  DistanceMatrixService: class {
    getDistanceMatrix(request: unknown, callback: (response: unknown, status: string) => void) {
      calls.push(request);
      callback(
        { rows: [{ elements: [{ status: 'OK', duration: { value: 1800 }, distance: { value: 21_000 } }] }] },
        status,
      );
    }
  } as never,
});

/** What the tab shows for a failure message. */
const notice = (when: 'load' | 'estimate', message: string) =>
  renderToStaticMarkup(<MapsFailureNotice when={when} message={message} />);

/** The API's envelope for a failed matrix request (apps/api durationFailed). */
function apiAnswersMatrixFailure(status: string) {
  configureClient({
    fetch: async () =>
      new Response(
        JSON.stringify({
          success: false,
          error: `Distance matrix request failed with status: ${status}`,
          code: 'GROUND_TRANSFER_DURATION_FAILED',
          fields: { mapsStatus: status },
        }),
        { status: 502, headers: { 'Content-Type': 'application/json' } },
      ),
  });
}

afterEach(() => configureClient({ fetch: (input, init) => fetch(input, init) }));

describe('the maps client', () => {
  it("[TER-004] reports 'Google service not initialized' when asked before the service loaded, and answers after", async () => {
    const google = createGoogleMapsClient('test-key', fakeHost('load', fakeMaps('OK')).host);
    await expect(google.distanceMatrix(ride)).rejects.toThrow(/^Google service not initialized$/);
    await google.load();
    await expect(google.distanceMatrix(ride)).resolves.toEqual({
      status: 'OK',
      durationInSeconds: 1800,
      distanceInMeters: 21_000,
    });

    const sandbox = createSandboxMapsClient(async () => ({
      durationInSeconds: 900,
      distanceInMeters: 9000,
      fallback: false,
    }));
    await expect(sandbox.distanceMatrix(ride)).rejects.toThrow(/^Google service not initialized$/);
    await sandbox.load();
    await expect(sandbox.distanceMatrix(ride)).resolves.toMatchObject({ status: 'OK', durationInSeconds: 900 });
  });

  it("[TER-005] a failed distance-matrix request reports 'Distance matrix request failed with status: {status}', and the tab shows it", async () => {
    const calls: unknown[] = [];
    const google = createGoogleMapsClient('test-key', fakeHost('load', fakeMaps('OVER_QUERY_LIMIT', calls)).host);
    await google.load();
    await expect(google.distanceMatrix(ride)).rejects.toThrow(
      /^Distance matrix request failed with status: OVER_QUERY_LIMIT$/,
    );
    // Asked by place id, metric and by car (TAP-027's defaults).
    expect(calls).toEqual([
      { origins: [{ placeId: CUZ }], destinations: [{ placeId: HOTEL }], travelMode: 'DRIVING', unitSystem: 0 },
    ]);

    // The sandbox adapter the portal uses offline, over the API's 502: the same words with the API's status.
    apiAnswersMatrixFailure('UNKNOWN_ERROR');
    const estimate = await estimateLeg(mapsClientFor('trip-1', {}), CUZ, HOTEL);
    expect(estimate).toEqual({
      estimatedDuration: null,
      failure: 'Distance matrix request failed with status: UNKNOWN_ERROR',
    });
    expect(notice('estimate', estimate.failure ?? '')).toContain(
      'Distance matrix request failed with status: UNKNOWN_ERROR',
    );
  });

  it("[TER-006] a maps script that fails to load reports 'could not load', and the tab shows it", async () => {
    const { host, added } = fakeHost('error');
    const google = createGoogleMapsClient('test-key', host);
    await expect(google.load()).rejects.toThrow(/^could not load$/);
    expect(added).toEqual(['https://maps.googleapis.com/maps/api/js?key=test-key&v=weekly']);
    // Nothing loaded, so a request is refused rather than sent.
    await expect(google.distanceMatrix(ride)).rejects.toThrow(/^Google service not initialized$/);

    const sandbox = createSandboxMapsClient(
      async () => ({ durationInSeconds: 1, distanceInMeters: 1, fallback: false }),
      {
        scriptLoads: false,
      },
    );
    const estimate = await estimateLeg(sandbox, CUZ, HOTEL);
    expect(estimate).toEqual({ estimatedDuration: null, failure: 'could not load' });
    const html = notice('load', 'could not load');
    expect(html).toContain('role="alert"');
    expect(html).toContain('>could not load<');
  });

  it('a pair with no road between them gets the 360-second fallback estimate (RID-023), not a failure', async () => {
    const sandbox = createSandboxMapsClient(async () => ({
      durationInSeconds: 360,
      distanceInMeters: null,
      fallback: true,
    }));
    await expect(estimateLeg(sandbox, CUZ, 'sbx-elsewhere')).resolves.toEqual({
      estimatedDuration: 360,
      failure: null,
    });
  });
});
