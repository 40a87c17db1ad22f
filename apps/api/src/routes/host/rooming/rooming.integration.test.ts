// The rooming board API (MKT-048) on the seeded live trip: the host reads and saves it, a conflict is refused with its
// explanation, the hotel's list downloads as CSV and PDF, the operator reads it, anyone else's trip is 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TRIP_IDS, DEMO_USER_IDS } from '../../../db/seed/demo-ids.js';
import { ORIGIN, type TestApp, type TestClient, createTestApp } from '../../../testing/test-app.js';
import type { RoomingBoardView } from '../../../views/rooming.view.js';

const LIVE = DEMO_TRIP_IDS.live;
const hostPath = (tail = '') => `/api/me/host/trips/${LIVE}/rooming${tail}`;

let t: TestApp;
let host: TestClient;
let host2: TestClient;
let operator: TestClient;
let operator2: TestClient;
let board: RoomingBoardView;
const idOf = (name: string) => {
  const found = board.travelers.find((p) => p.name.startsWith(name));
  if (!found) throw new Error(`no traveler ${name}`);
  return found.id;
};
const download = (client: TestClient, path: string) =>
  t.app.request(path, { headers: { origin: ORIGIN, cookie: client.cookie ?? '' } });

beforeAll(async () => {
  t = await createTestApp({ liftRateLimits: true });
  [host, host2, operator, operator2] = await Promise.all([
    t.sessionFor(DEMO_USER_IDS.host),
    t.sessionFor(DEMO_USER_IDS.host2),
    t.sessionFor(DEMO_USER_IDS.operator),
    t.sessionFor(DEMO_USER_IDS.operator2),
  ]);
  const res = await host.request<RoomingBoardView>('GET', hostPath());
  expect(res.status).toBe(200);
  board = res.body.data as RoomingBoardView;
});
afterAll(() => t?.close());

describe('the rooming board API', () => {
  it('[MKT-048] the host sees every traveler holding a spot, private rooms from the booking, all unassigned at first', () => {
    expect(board.editable).toBe(true);
    expect(board.rooms).toEqual([]);
    expect(board.unassignedIds).toHaveLength(board.travelers.length);
    expect(board.travelers.length).toBeGreaterThanOrEqual(4);
    expect(board.travelers.filter((p) => p.privateRoom).length).toBeGreaterThanOrEqual(1);
    const companion = board.travelers.find((p) => p.companions.length > 0);
    expect(companion?.companions.length).toBe(1);
  });

  it('[MKT-048] a board that splits companions or gives an unpaid private room is refused with the reason, 400', async () => {
    const party = board.travelers.filter((p) => p.companions.length > 0 && !p.privateRoom);
    const others = board.travelers.filter((p) => p.companions.length === 0 && !p.privateRoom);
    const [a, b] = party;
    const [x] = others;
    if (!a || !b || !x) throw new Error('seed changed: a party of two sharing and a solo traveler expected');
    const split = await host.request('PUT', hostPath(), {
      rooms: [
        { label: '101', kind: 'shared', travelerIds: [a.id, x.id] },
        { label: '102', kind: 'shared', travelerIds: [b.id] },
      ],
    });
    expect(split.status).toBe(400);
    expect(split.body.code).toBe('ROOMING_CONFLICT');
    expect(split.body.error).toContain('booked together: keep them in the same room.');
    const unpaid = await host.request('PUT', hostPath(), {
      rooms: [{ label: '201', kind: 'private', travelerIds: [x.id] }],
    });
    expect(unpaid.status).toBe(400);
    expect(unpaid.body.error).toContain(
      "did not book a private room. Changes to a private room go through the traveler's booking.",
    );
    const bad = await host.request('PUT', hostPath(), { rooms: [{ label: '', kind: 'suite', travelerIds: [] }] });
    expect(bad.status).toBe(400);
  });

  it('[MKT-048] a valid board is saved; the CSV and PDF list it for the hotel; the operator reads the same board', async () => {
    const party = board.travelers.filter((p) => p.companions.length > 0 && !p.privateRoom);
    const privates = board.travelers.filter((p) => p.privateRoom);
    const rooms = [
      { label: '101', kind: 'shared' as const, travelerIds: party.map((p) => p.id) },
      ...privates.map((p, i) => ({ label: `20${i + 1}`, kind: 'private' as const, travelerIds: [p.id] })),
    ];
    const saved = await host.request<RoomingBoardView>('PUT', hostPath(), { rooms });
    expect(saved.status).toBe(200);
    expect(saved.body.data?.rooms).toEqual(rooms);
    expect(saved.body.data?.conflicts).toEqual([]);

    const csv = await download(host, hostPath('/list.csv'));
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toContain('rooming list.csv');
    const lines = (await csv.text()).split('\r\n');
    expect(lines[0]).toBe('Room,Room type,Traveler,Booking,Roommate request,Preferences');
    const first = party[0]?.name ?? '';
    expect(lines.some((l) => l.startsWith(`101,Shared (two),${first},`))).toBe(true);
    expect(lines.some((l) => l.startsWith('201,Private (single),'))).toBe(true);
    expect(lines.filter((l) => l.startsWith('Not yet assigned,'))).toHaveLength(
      board.travelers.length - party.length - privates.length,
    );

    const pdf = await download(host, hostPath('/list.pdf'));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF');

    const seen = await operator.request<RoomingBoardView>('GET', `/api/me/trips/${LIVE}/rooming`);
    expect(seen.status).toBe(200);
    expect(seen.body.data?.editable).toBe(false);
    expect(seen.body.data?.rooms).toEqual(rooms);
    const opCsv = await download(operator, `/api/me/trips/${LIVE}/rooming/list.csv`);
    expect(opCsv.status).toBe(200);
    // The operator has no save route: the board is read-only for them.
    expect((await operator.request('PUT', `/api/me/trips/${LIVE}/rooming`, { rooms: [] })).status).toBe(404);
  });

  it("[MKT-048] another host's or operator's trip answers 404, without a session 401", async () => {
    expect((await host2.request('GET', hostPath())).status).toBe(404);
    expect((await host2.request('PUT', hostPath(), { rooms: [] })).status).toBe(404);
    expect((await download(host2, hostPath('/list.csv'))).status).toBe(404);
    expect((await operator2.request('GET', `/api/me/trips/${LIVE}/rooming`)).status).toBe(404);
    expect((await t.client().request('GET', hostPath())).status).toBe(401);
  });
});
