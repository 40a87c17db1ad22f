// The alternatives calls on a real database (OAP-018): the seeded Inca Trail's day ranges, create with the domain's
// form rules (400 with the field, nothing written), edit, swap with the default, delete (selections fall back), the
// panel's selection-only inventory update (ALT-019), and who may: another operator 404, a host 403.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accommodationAlternatives, dayServices, services } from '../../../db/schema/index.js';
import { DEMO_ITINERARY_IDS, DEMO_USER_IDS } from '../../../db/seed/demo-ids.js';
import { createTestApp, type TestApp, type TestClient } from '../../../testing/test-app.js';

let t: TestApp;
let operator: TestClient;
let operator2: TestClient;
let host: TestClient;
const inca = DEMO_ITINERARY_IDS.incaTrail;
const base = `/api/me/itineraries/${inca}/alternatives`;

interface Accommodation {
  serviceId: string;
  name: string;
  numberOfNights: number | null;
  price: number;
  starRating: number | null;
}
interface View {
  canManage: boolean;
  ranges: {
    index: number;
    duration: number;
    default: Accommodation;
    alternatives: (Accommodation & { id: string })[];
  }[];
  items: { id: string; accommodationSelections: string[] }[];
}
const form = {
  name: 'Hotel Monasterio',
  accommodationType: 'Hotel',
  occupancy: 'double',
  starRating: 5,
  description: 'A converted monastery with oxygen-enriched rooms.',
};

// The tests add, edit, swap and delete the seeded itinerary's alternatives: each gets its own world.
beforeEach(async () => {
  t = await createTestApp();
  [operator, operator2, host] = await Promise.all(
    [DEMO_USER_IDS.operator, DEMO_USER_IDS.operator2, DEMO_USER_IDS.host].map((id) => t.sessionFor(id)),
  );
});
afterEach(() => t.close());

const read = async () => (await operator.request<View>('GET', base)).body.data as View;
/** Adds the form's Hotel Monasterio as an alternative of the second day range, and answers it. */
async function addMonasterio() {
  const res = await operator.request<View>('POST', base, { dayRangeIndex: 1, ...form });
  expect(res.status).toBe(201);
  const added = (res.body.data as View).ranges[1]?.alternatives.find((a) => a.name === form.name);
  if (!added) throw new Error('the alternative was not added');
  return added;
}
/** The first departure chooses `alt` in the second day range and the default elsewhere. */
async function chooseForFirstItem(view: View, alt: { serviceId: string }) {
  const chosen = view.ranges.map((r, i) => (i === 1 ? alt.serviceId : r.default.serviceId));
  const url = `/api/me/itineraries/${inca}/inventory/${view.items[0]?.id}`;
  return { chosen, res: await operator.request('PATCH', url, { accommodationSelections: chosen }) };
}

describe('alternatives of an itinerary', () => {
  it('[OAP-018] lists the day ranges with their default and alternatives, and every item selection', async () => {
    const res = await operator.request<View>('GET', base);
    expect(res.status).toBe(200);
    const view = res.body.data as View;
    expect(view.canManage).toBe(true);
    expect(view.ranges.length).toBeGreaterThanOrEqual(2);
    expect(view.ranges[0]?.default.name).toBe('Casa Andina Premium Cusco');
    expect(view.ranges[0]?.alternatives.map((a) => a.name)).toEqual(['Palacio del Inka']);
    for (const item of view.items) expect(item.accommodationSelections).toHaveLength(view.ranges.length);
  });

  it('[OAP-018] another operator gets 404 and a host 403; nothing is revealed', async () => {
    expect((await operator2.request('GET', base)).status).toBe(404);
    expect((await operator2.request('POST', base, { dayRangeIndex: 0, ...form })).status).toBe(404);
    expect((await host.request('GET', base)).status).toBe(403);
  });

  it('[OAP-016] [OAP-018] [ALT-011] [ALT-015] [ALT-016] [ALT-017] create re-checks the form: 400 with the field, nights fixed, price 0', async () => {
    const before = (await read()).ranges[1]?.alternatives.length ?? 0;
    const bad = await operator.request('POST', base, { dayRangeIndex: 1, ...form, name: '', description: ' ' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Name is required');
    expect((await read()).ranges[1]?.alternatives).toHaveLength(before);

    const res = await operator.request<View>('POST', base, { dayRangeIndex: 1, ...form, numberOfNights: 9 });
    expect(res.status).toBe(201);
    const created = (res.body.data as View).ranges[1]?.alternatives.find((a) => a.name === 'Hotel Monasterio');
    expect(created).toMatchObject({ numberOfNights: (res.body.data as View).ranges[1]?.duration, price: 0 });
    expect((await operator.request('POST', base, { dayRangeIndex: 99, ...form })).status).toBe(400);
  });

  it('[OAP-016] [OAP-018] edits an alternative; the price is stored in minor units', async () => {
    const alt = await addMonasterio();
    const res = await operator.request<View>('PATCH', `${base}/${alt.id}`, {
      ...form,
      name: 'Monasterio',
      price: '150',
    });
    expect(res.status).toBe(200);
    const edited = (res.body.data as View).ranges[1]?.alternatives.find((a) => a.id === alt?.id);
    expect(edited).toMatchObject({ name: 'Monasterio', price: 15000 });
    expect((await operator2.request('PATCH', `${base}/${alt?.id}`, form)).status).toBe(404);
  });

  it('[OAP-018] swaps an alternative with the default: the days hold it, the old default becomes an alternative', async () => {
    const range = (await read()).ranges[0];
    const alt = range?.alternatives[0];
    const res = await operator.request<View>('POST', `${base}/${alt?.id}/swap`);
    expect(res.status).toBe(200);
    const after = (res.body.data as View).ranges[0];
    expect(after?.default.serviceId).toBe(alt?.serviceId);
    expect(after?.alternatives.map((a) => a.serviceId)).toEqual([range?.default.serviceId]);
    const placed = await t.database.db.select().from(dayServices).where(eq(dayServices.itineraryId, inca));
    expect(placed.some((d) => d.serviceId === alt?.serviceId)).toBe(true);
    expect(placed.some((d) => d.serviceId === range?.default.serviceId)).toBe(false);
  });

  it('[ALT-019] [OAP-018] an inventory update with only accommodationSelections saves them, checked per range', async () => {
    const alt = await addMonasterio();
    const view = await read();
    const url = `/api/me/itineraries/${inca}/inventory/${view.items[0]?.id}`;
    const { chosen, res } = await chooseForFirstItem(view, alt);
    expect(res.status).toBe(200);
    expect((await read()).items[0]?.accommodationSelections).toEqual(chosen);
    const wrong = await operator.request('PATCH', url, { accommodationSelections: [chosen[1], chosen[0]] });
    expect(wrong.status).toBe(400);
    expect((await read()).items[0]?.accommodationSelections).toEqual(chosen);
  });

  it('[OAP-016] [OAP-018] deletes an alternative: its accommodation is flagged deleted, the items that chose it fall back to the default', async () => {
    const alt = await addMonasterio();
    const { chosen, res: chose } = await chooseForFirstItem(await read(), alt);
    expect(chose.status).toBe(200);
    expect((await read()).items[0]?.accommodationSelections).toEqual(chosen);
    const res = await operator.request<View>('DELETE', `${base}/${alt.id}`);
    expect(res.status).toBe(200);
    const after = res.body.data as View;
    expect(after.ranges[1]?.alternatives.some((a) => a.id === alt.id)).toBe(false);
    expect(after.items[0]?.accommodationSelections[1]).toBe(after.ranges[1]?.default.serviceId);
    const rows = await t.database.db
      .select()
      .from(accommodationAlternatives)
      .where(eq(accommodationAlternatives.id, alt.id));
    expect(rows).toEqual([]);
    // OAP-016: the accommodation itself is kept, carrying the deleted flag.
    const [service] = await t.database.db
      .select({ deleted: services.deleted })
      .from(services)
      .where(eq(services.id, alt.serviceId));
    expect(service).toEqual({ deleted: true });
    expect((await operator.request('DELETE', `${base}/${alt.id}`)).status).toBe(404);
  });
});
