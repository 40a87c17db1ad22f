// The launch rush (issue 29 point 3) on real PostgreSQL: two whole API processes (testing/api-process.ts) on one
// database, a trip with SPOTS spots, and VISITORS distinct new visitors booking at once, spread over both processes.
// Exactly SPOTS are booked and charged once, the rest get a clear 409 in the envelope, every e-mail leaves once, nothing
// answers 5xx, and no account is left for a visitor turned away. (PGlite is one connection in one process: only
// PostgreSQL can race.) Timings are the benchmark's (`npm run bench -- --only=launch-rush`), never asserted here.
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TRAVELER_BOOKING_ERROR_CODES } from '@caravan/domain';
import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, payments, trips, users } from '../../db/schema/index.js';
import { DEMO_TRIP_IDS } from '../../db/seed/demo-ids.js';
import { queueCounts } from '../../queue/queue-health.js';
import { type ApiProcess, startApiProcess } from '../../testing/api-process.js';
import { type TestDatabase, openTestDatabase } from '../../testing/test-database.js';

/**
 * Sized to run well under a minute on 2 cores: half the visitors choose a password, hashed for a winner with the real
 * scrypt cost; the other half book as guests (decision 042), hashing nothing.
 */
const SPOTS = 20;
const VISITORS = 200;
const TRIP = DEMO_TRIP_IDS.live;
/** How long the e-mails get to leave after the last answer. */
const MAIL_DEADLINE_MS = 30_000;

const url = process.env.DATABASE_URL;

interface Answer {
  email: string;
  status: number;
  body: { success?: boolean; code?: string; error?: string };
}

describe.skipIf(!url)('the launch rush: two API processes, one PostgreSQL (PGlite cannot race)', () => {
  let database: TestDatabase;
  let outbox: string;
  const servers: ApiProcess[] = [];

  beforeAll(async () => {
    database = await openTestDatabase({ seeded: true });
    outbox = await mkdtemp(join(tmpdir(), 'caravan-rush-outbox-'));
    const [trip] = await database.db.select().from(trips).where(eq(trips.id, TRIP));
    await database.db
      .update(trips)
      .set({ maximumSpots: (trip?.spotsTaken ?? 0) + SPOTS })
      .where(eq(trips.id, TRIP));
    const env = { OUTBOX_DIR: outbox, TRUST_PROXY: 'true' };
    // Both at once: the test database is a copy of one with the queue's schema and queues installed, so the two only
    // check them at start.
    servers.push(...(await Promise.all([1, 2].map(() => startApiProcess(database.url ?? '', env)))));
  }, 150_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await database?.close();
    if (outbox) await rm(outbox, { recursive: true, force: true });
  });

  /** Visitor `i` books one spot on server `i % 2`, creating an account, from an address of their own. */
  async function book(i: number): Promise<Answer> {
    const server = servers[i % servers.length] as ApiProcess;
    const email = `rush${i}@example.com`;
    const res = await fetch(`${server.url}/api/public/trips/${TRIP}/bookings`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: server.url,
        'idempotency-key': `rush-visitor-${i}-key`,
        // Each visitor comes from an address of their own, as a crowd does through a proxy (TRUST_PROXY).
        'x-forwarded-for': `10.29.${Math.floor(i / 250)}.${(i % 250) + 1}`,
      },
      body: JSON.stringify({
        package: 'standard',
        travelers: [{ firstName: 'Rush', lastName: `Visitor ${i}`, email, room: 'shared' }],
        // Every other visitor books as a guest (decision 042): both kinds of new account race for the same spots.
        ...(i % 2 === 0 ? {} : { account: { password: `launch day password ${i}` } }),
        payment: { paymentOptionType: 'minimum', cardToken: 'tok_visa' },
        termsAccepted: true,
      }),
    });
    return { email, status: res.status, body: (await res.json()) as Answer['body'] };
  }

  it(`[issue 29] ${VISITORS} new visitors at once for ${SPOTS} spots over two processes: exactly ${SPOTS} booked and charged once, the rest a clear 409, each e-mail once, no 5xx, no account for those turned away`, async () => {
    const db = database.db;
    const answers = await Promise.all(Array.from({ length: VISITORS }, (_, i) => book(i)));

    const output = () => servers.map((s) => s.output()).join('\n');
    expect(
      answers.filter((a) => a.status >= 500),
      output(),
    ).toEqual([]);
    const won = answers.filter((a) => a.status === 201);
    const turnedAway = answers.filter((a) => a.status !== 201);
    expect(won).toHaveLength(SPOTS);
    for (const a of turnedAway) {
      expect(a.status).toBe(409);
      expect(a.body).toMatchObject({ success: false, code: TRAVELER_BOOKING_ERROR_CODES.spotsUnavailable });
      expect(a.body.error).toMatch(/full/);
    }

    // Never oversold, and the spots are the winners'.
    const [after] = await db.select().from(trips).where(eq(trips.id, TRIP));
    expect(after?.spotsTaken).toBe(after?.maximumSpots);
    const accounts = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(like(users.email, 'rush%@example.com'));
    // No account left for a visitor turned away (MKT-054): only the winners have one.
    expect(accounts.map((a) => a.email).sort()).toEqual(won.map((a) => a.email).sort());
    const made = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        inArray(
          bookings.customerId,
          accounts.map((a) => a.id),
        ),
      );
    expect(made).toHaveLength(SPOTS);
    // Each winner charged exactly once.
    const charged = await db
      .select({ bookingId: payments.bookingId })
      .from(payments)
      .where(
        inArray(
          payments.bookingId,
          made.map((b) => b.id),
        ),
      );
    expect(charged.map((p) => p.bookingId).sort()).toEqual(made.map((b) => b.id).sort());

    // Each e-mail sent exactly once, by one of the two processes' workers: the traveler's and the host's per booking.
    const started = Date.now();
    const settled = async () => {
      const { mail } = await queueCounts(db);
      return mail.created + mail.retry + mail.active === 0 && mail.completed >= 2 * SPOTS;
    };
    while (!(await settled()) && Date.now() - started < MAIL_DEADLINE_MS) await new Promise((r) => setTimeout(r, 200));
    await new Promise((r) => setTimeout(r, 1_000)); // a duplicate sent late would be seen
    expect((await queueCounts(db)).mail).toMatchObject({ completed: 2 * SPOTS, failed: 0 });
    const sent = await Promise.all(
      (await readdir(outbox))
        .filter((n) => n.endsWith('.json'))
        .map(async (n) => JSON.parse(await readFile(join(outbox, n), 'utf8')) as { to: string; subject: string }),
    );
    expect(sent).toHaveLength(2 * SPOTS);
    const toVisitors = sent.filter((m) => m.to.startsWith('rush')).map((m) => m.to);
    expect(toVisitors.sort()).toEqual(won.map((a) => a.email).sort());
    const [host] = await db
      .select({ email: users.email })
      .from(users)
      .innerJoin(trips, eq(trips.hostId, users.id))
      .where(eq(trips.id, TRIP));
    expect(sent.filter((m) => m.to === host?.email)).toHaveLength(SPOTS);
  }, 120_000);
});
