// The estimated-duration rule over the maps ports: the matrix's answer, the 360-second fallback, a failure as 502.
import { RIDE_CALENDAR_FALLBACK_DURATION_SECONDS } from '@caravan/domain';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error.js';
import { createSandboxDistanceMatrix, SANDBOX_MATRIX_ERROR_PLACE_ID } from '../../providers/maps/index.js';
import { estimateDuration } from './transfer-lookups.js';

const distances = createSandboxDistanceMatrix();

describe('estimateDuration', () => {
  it('[OAP-020] answers the distance matrix duration for two places of one destination', async () => {
    const e = await estimateDuration(
      { distances },
      { originPlaceId: 'sbx-cuz', destinationPlaceId: 'sbx-cusco-monasterio' },
    );
    expect(e.fallback).toBe(false);
    expect(e.distanceInMeters).toBeGreaterThan(2_000);
    expect(e.durationInSeconds).toBeGreaterThan(300);
  });

  it('[RID-023] falls back to 360 seconds when the matrix finds no route', async () => {
    const e = await estimateDuration({ distances }, { originPlaceId: 'sbx-cuz', destinationPlaceId: 'sbx-bgo' });
    expect(e).toEqual({
      durationInSeconds: RIDE_CALENDAR_FALLBACK_DURATION_SECONDS,
      distanceInMeters: null,
      fallback: true,
    });
  });

  it('[OAP-020] a failed matrix request is a 502 carrying the maps message', async () => {
    const failed = estimateDuration(
      { distances },
      { originPlaceId: 'sbx-cuz', destinationPlaceId: SANDBOX_MATRIX_ERROR_PLACE_ID },
    );
    await expect(failed).rejects.toBeInstanceOf(AppError);
    await expect(failed).rejects.toMatchObject({
      status: 502,
      message: 'Distance matrix request failed with status: UNKNOWN_ERROR',
      fields: { mapsStatus: 'UNKNOWN_ERROR' },
    });
  });
});
