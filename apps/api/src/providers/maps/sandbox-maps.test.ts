// The sandbox place lookup serves every seeded trip's destination with airports and hotels, and searches by text.
import { describe, expect, it } from 'vitest';
import { TRIP_PLANS } from '../../db/seed/trip-plan.js';
import { createSandboxPlaceLookup } from './sandbox-maps.js';

const places = createSandboxPlaceLookup();

describe('sandbox place lookup', () => {
  it('[OAP-019] serves airports and hotels near every seeded trip', async () => {
    for (const trip of TRIP_PLANS) expect(await places.serves(trip.destination), trip.destination).toBe(true);
    expect(await places.serves('Atlantis')).toBe(false);
  });

  it('[OAP-019] finds places by name or address, accents ignored, and resolves them by id', async () => {
    const found = await places.search({ destination: 'Torres del Paine', query: 'ibanez', type: 'airport' });
    expect(found.map((p) => p.id)).toEqual(['sbx-puq']);
    expect((await places.byId('sbx-bgo'))?.timeZone).toBe('Europe/Oslo');
    expect(await places.byId('nowhere')).toBeNull();
  });
});
