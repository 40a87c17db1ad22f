// The job queue on the embedded database (issue 27 point 4, issue 29 point 1): an e-mail is a job written in the
// transaction that causes it and sent after commit, never when it rolls back; a failing send is retried with backoff,
// then failed and shown to the admin, whose retry sends it once.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_EMAIL_SUBJECTS } from '../auth/accounts.constants.js';
import { DEMO_TRIP_IDS } from '../db/seed/demo-ids.js';
import { trips } from '../db/schema/index.js';
import { type Mailer, type SentMail, createMemoryMailer } from '../email/mailer.js';
import { FAILED_JOBS_PATH } from '../routes/admin/failed-jobs.routes.js';
import { ORIGIN, type TestApp, type TestClient, createTestApp, idem } from '../testing/test-app.js';
import type { FailedJobView } from '../views/failed-job.view.js';
import { bossJobs } from './boss-tables.js';
import { deliverMails, mailJobOf } from './mail-job.js';
import { queueAlive, queueCounts } from './queue-health.js';
import { QUEUES } from './queue.constants.js';

/** A memory mailer with a failure switch: while `down`, every send throws as an unreachable SMTP server would. */
function switchableMailer() {
  const inner = createMemoryMailer();
  const state = { down: false };
  const mailer: Mailer & { messages: SentMail[] } = {
    messages: inner.messages,
    recent: (limit, after) => inner.recent(limit, after),
    async send(mail, now) {
      if (state.down) throw new Error('connect ECONNREFUSED 127.0.0.1:587 (the SMTP server is down)');
      return inner.send(mail, now);
    },
  };
  return { mailer, state };
}

const LIVE = DEMO_TRIP_IDS.live;
const TRAVELER = 'traveler@caravan.test';
const mailJobs = (t: TestApp, key: string) =>
  t.database.db
    .select({ state: bossJobs.state, retryCount: bossJobs.retryCount })
    .from(bossJobs)
    .where(and(eq(bossJobs.name, QUEUES.mail), sql`${bossJobs.data}->>'key' like ${`${key}%`}`));

describe('the job queue (PGlite)', () => {
  let t: TestApp;
  let admin: TestClient;
  const { mailer, state } = switchableMailer();
  beforeAll(async () => {
    // Two retries, so a failing e-mail fails after three attempts.
    t = await createTestApp({ liftRateLimits: true, mailer, mailRetry: { limit: 2, delaySeconds: 60 } });
    admin = await t.signedIn('admin@caravan.test');
    await t.database.db.update(trips).set({ maximumSpots: 200 }).where(eq(trips.id, LIVE));
  });
  afterAll(() => t?.close());
  // The files' tests run in a shuffled order: each starts with the mail server up.
  beforeEach(() => {
    state.down = false;
  });

  it('[MKT-009] a new booking writes its two e-mails as jobs in its transaction; they are sent after commit', async () => {
    const email = 'queued.booker@example.com';
    // The bare app: no drain after the request, so what the request left behind can be read.
    const res = await t.app.request(`/api/public/trips/${LIVE}/bookings`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json', ...idem() },
      body: JSON.stringify({
        package: 'standard',
        travelers: [{ firstName: 'Quinn', lastName: 'Queued', email, room: 'shared' }],
        account: { password: 'correct horse battery' },
        payment: { paymentOptionType: 'minimum', cardToken: 'tok_visa' },
        termsAccepted: true,
      }),
    });
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { bookingId: string } };
    const jobs = await mailJobs(t, `booking:${data.bookingId}:created`);
    expect(jobs).toEqual([
      { state: 'created', retryCount: 0 },
      { state: 'created', retryCount: 0 },
    ]);
    expect(mailer.messages.filter((m) => m.to === email)).toEqual([]);
    expect(await t.queue.drain()).toBe(2);
    expect(mailer.messages.filter((m) => m.to === email)).toHaveLength(1);
    expect((await mailJobs(t, `booking:${data.bookingId}:created`)).map((j) => j.state)).toEqual([
      'completed',
      'completed',
    ]);
  });

  it('[MKT-009] a booking whose card is declined rolls back: no booking, no job, no e-mail', async () => {
    const email = 'declined.booker@example.com';
    const before = (await queueCounts(t.database.db)).mail.created;
    const visitor = t.anonymous();
    const res = await visitor.request(
      'POST',
      `/api/public/trips/${LIVE}/bookings`,
      {
        package: 'standard',
        travelers: [{ firstName: 'Dee', lastName: 'Clined', email, room: 'shared' }],
        account: { password: 'correct horse battery' },
        payment: { paymentOptionType: 'minimum', cardToken: 'tok_chargeDeclined' },
        termsAccepted: true,
      },
      idem(),
    );
    expect(res.status).toBe(402);
    expect((await queueCounts(t.database.db)).mail.created).toBe(before);
    expect(mailer.messages.filter((m) => m.to === email)).toEqual([]);
  });

  it('a transaction that rolls back leaves no job behind', async () => {
    const key = 'test:rolled-back';
    await expect(
      t.database.db.transaction(async (tx) => {
        await t.queue.writeMails(tx, [{ to: 'nobody@example.com', subject: 'Never', text: 'Never sent' }], {
          key,
          now: t.clock.now,
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await mailJobs(t, key)).toEqual([]);
    await t.queue.drain();
    expect(mailer.messages.filter((m) => m.subject === 'Never')).toEqual([]);
  });

  it('a message is delivered once, however many jobs carry its key (the delivery ledger)', async () => {
    const key = 'test:twice';
    const mail = { to: 'once@example.com', subject: 'Exactly once', text: 'Hello once' };
    await t.queue.writeMails(t.database.db, [mail], { key, now: t.clock.now });
    await t.queue.drain();
    // The same message written again (a replayed cause) after the first was sent: a new job, not a new e-mail.
    await t.queue.writeMails(t.database.db, [mail], { key, now: t.clock.now });
    await t.queue.drain();
    expect((await mailJobs(t, key)).every((j) => j.state === 'completed')).toBe(true);
    // A job retried after its send succeeded (its worker died before completing it): the handler sends nothing.
    const outcome = await deliverMails(t.database.db, mailer, [
      { id: 'retried', data: mailJobOf(`${key}:0`, mail, t.clock.now) },
    ]);
    expect(outcome.get('retried')).toBeNull();
    expect(mailer.messages.filter((m) => m.subject === 'Exactly once')).toHaveLength(1);
  });

  it('a failing send is retried with backoff, then failed and listed for the admin; the retry sends it once', async () => {
    const user = t.anonymous();
    state.down = true;
    const asked = await user.request('POST', '/api/authentication/request-new-password', { email: TRAVELER });
    expect(asked.status).toBe(200);
    // The first attempt failed: the job waits out its backoff (60 s, doubled with jitter) before the next one.
    const [waiting] = await t.database.db
      .select({
        id: bossJobs.id,
        state: bossJobs.state,
        retryCount: bossJobs.retryCount,
        startAfter: sql<string>`start_after`,
      })
      .from(bossJobs)
      .where(and(eq(bossJobs.name, QUEUES.mail), sql`${bossJobs.data}->'mail'->>'to' = ${TRAVELER}`));
    // pg-boss counts the retries started: none yet.
    expect(waiting).toMatchObject({ state: 'retry', retryCount: 0 });
    expect(new Date(waiting?.startAfter ?? 0).getTime()).toBeGreaterThan(Date.now() + 20_000);
    // The retries without waiting: two more attempts, and the job has failed.
    await t.queue.drain({ includeDeferred: true });
    expect((await queueCounts(t.database.db)).mail.failed).toBe(1);
    expect(mailer.messages.filter((m) => m.to === TRAVELER)).toEqual([]);

    const list = await admin.request<{ items: FailedJobView[]; nextCursor: string | null }>('GET', FAILED_JOBS_PATH);
    expect(list.status).toBe(200);
    expect(list.body.data?.items).toEqual([
      {
        id: waiting?.id,
        queue: 'mail',
        kind: 'E-mail',
        subject: `“${ACCOUNT_EMAIL_SUBJECTS.passwordReset}” to ${TRAVELER}`,
        lastError: 'connect ECONNREFUSED 127.0.0.1:587 (the SMTP server is down)',
        attempts: 3,
        createdAt: expect.any(String),
        failedAt: expect.any(String),
      },
    ]);
    // Never the message itself: the reset link is a secret.
    expect(JSON.stringify(list.body)).not.toMatch(/reset-password\//);

    state.down = false;
    const retried = await admin.request('POST', `${FAILED_JOBS_PATH}/${waiting?.id}/retry`);
    expect(retried.status).toBe(200);
    expect(
      mailer.messages.filter((m) => m.to === TRAVELER && m.subject === ACCOUNT_EMAIL_SUBJECTS.passwordReset),
    ).toHaveLength(1);
    expect((await admin.request<{ items: FailedJobView[] }>('GET', FAILED_JOBS_PATH)).body.data?.items).toEqual([]);
    // Retried already: nothing failed is left under that id.
    expect((await admin.request('POST', `${FAILED_JOBS_PATH}/${waiting?.id}/retry`)).status).toBe(404);
  });

  it('the failed-jobs routes are for admins only and refuse a malformed id', async () => {
    const traveler = await t.signedIn(TRAVELER);
    expect((await traveler.request('GET', FAILED_JOBS_PATH)).status).toBe(403);
    expect((await t.anonymous().request('GET', FAILED_JOBS_PATH)).status).toBe(401);
    expect(
      (await traveler.request('POST', `${FAILED_JOBS_PATH}/00000000-0000-4000-8000-000000000000/retry`)).status,
    ).toBe(403);
    const bad = await admin.request('POST', `${FAILED_JOBS_PATH}/not-a-job/retry`);
    expect(bad.status).toBe(400);
    expect((await admin.request('GET', `${FAILED_JOBS_PATH}?cursor=forged`)).status).toBe(400);
  });

  it('counts jobs by queue and state and says the queue is alive (for /metrics and /api/health)', async () => {
    await t.queue.writeMails(t.database.db, [{ to: 'counted@example.com', subject: 'Counted', text: 'One' }], {
      now: t.clock.now,
    });
    await t.queue.drain();
    const counts = await queueCounts(t.database.db);
    expect(counts.mail.completed).toBeGreaterThan(0);
    expect(counts['scheduler-tick']).toMatchObject({ created: 0, failed: 0 });
    expect(await queueAlive(t.queue)).toBe(true);
  });
});
