// Two schedulers on one PostgreSQL server (MKT-020): two app instances' schedulers, each over its own connection pool
// with its own view of the mail outbox and of the processor, run the same due work at once, many times. Each action
// happens once: one lifecycle move, one e-mail, one charge, one refund. (PGlite runs one transaction at a time, so
// only PostgreSQL can race.)
import { surveyResponses } from '../db/schema/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client.js';
import type { MailOutbox } from '../queue/job-queue.js';
import type { ChargeRequest, PaymentGateway, RefundRequest } from '../providers/payments/index.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { createScheduler } from './scheduler.js';
import { schedulerWorld, type SchedulerWorld } from './scheduler-world.js';

/** Objects of each kind due at once. */
const EACH = 6;
/** Rounds in which both schedulers run everything due concurrently. */
const ROUNDS = 5;
const at = (iso: string) => new Date(iso);

/** A view of the shared processor that counts the calls one scheduler made. */
function counting(gateway: PaymentGateway) {
  const charges: ChargeRequest[] = [];
  const refunds: RefundRequest[] = [];
  const view: PaymentGateway = {
    name: gateway.name,
    canPayWithAffirm: (a, c) => gateway.canPayWithAffirm(a, c),
    savePaymentMethod: (r) => gateway.savePaymentMethod(r),
    charge: async (r) => {
      charges.push(r);
      return gateway.charge(r);
    },
    refund: async (r) => {
      refunds.push(r);
      return gateway.refund(r);
    },
  };
  return { view, charges, refunds };
}

describe.runIf(!!process.env.DATABASE_URL)('two schedulers racing (PostgreSQL)', () => {
  let t: TestApp;
  let s: SchedulerWorld;
  let second: Database;
  beforeAll(async () => {
    t = await createTestApp();
    s = await schedulerWorld(t.database.db, t.payments, t);
    second = await openDatabase({ url: t.database.url ?? '' });
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('[MKT-020] applies every action once: one move, one e-mail, one charge and one refund each', async () => {
    const launch = await Promise.all(
      Array.from({ length: EACH }, () => s.trip({ status: 'host-approved', launchDate: at('2027-02-01T14:00:00Z') })),
    );
    const short = await Promise.all(
      Array.from({ length: EACH }, () => s.trip({ status: 'live', launchDate: at('2027-01-01T14:00:00Z') })),
    );
    const refunded = await Promise.all(short.map((trip) => s.booking(trip.id, 'traveler', { paid: 40_000 })));
    const payer = await s.trip({ status: 'confirmed', startDate: '2027-12-01', endDate: '2027-12-08' });
    const autopay = await Promise.all(
      Array.from({ length: EACH }, () =>
        s.booking(payer.id, 'traveler2', {
          paid: 50_000,
          paymentDueDate: '2027-03-01',
          automaticPaymentStatus: 'active',
          card: 'tok_visa',
        }),
      ),
    );
    const reminded = await s.trip({
      status: 'confirmed',
      startDate: '2027-05-15',
      endDate: '2027-05-20',
      bookingsDeadline: 0,
    });
    const owing = await Promise.all(Array.from({ length: EACH }, () => s.booking(reminded.id, 'traveler')));
    await t.database.db
      .insert(surveyResponses)
      .values({ hostId: s.host.id, email: 'race-fan@example.com', marketingOptIn: true });
    const promoted = await s.trip({ status: 'live', launchDate: at('2027-02-20T14:00:00Z') });
    const campaigns = await Promise.all(
      Array.from({ length: EACH }, () =>
        s.campaign(promoted.id, { status: 'Scheduled', scheduledDate: at('2027-02-02T09:00:00Z') }),
      ),
    );

    const gateways = [counting(t.payments), counting(t.payments)];
    // Each scheduler writes its e-mails to the one queue through a view that counts them.
    const written = [0, 0];
    const outboxes = written.map(
      (_, i): MailOutbox => ({
        writeMails: async (tx, mails, options) => {
          await t.queue.writeMails(tx, mails, options);
          written[i] = (written[i] ?? 0) + mails.length;
        },
      }),
    );
    const schedulers = [t.database.db, second.db].map((db, i) =>
      createScheduler({
        db,
        outbox: outboxes[i] as MailOutbox,
        providers: { payments: gateways[i]?.view as PaymentGateway },
      }),
    );
    const now = at('2027-03-01T10:00:00Z');
    for (let round = 0; round < ROUNDS; round++) {
      const runs = await Promise.all(schedulers.map((x) => x.runDue(now)));
      for (const run of runs) expect(run.failed).toBe(0);
    }

    await t.queue.drain();
    const mails = t.mailer.messages;
    const mailsAbout = (to: string, about: string) => mails.filter((m) => m.to === to && m.subject.includes(about));
    for (const trip of launch) {
      expect(await s.timeline('trip', trip.id)).toEqual([
        { event: 'trip.launch', from: 'host-approved', to: 'live', actorId: null },
      ]);
      expect(mailsAbout(s.host.email, `${trip.name} is live`)).toHaveLength(1);
    }
    for (const [i, trip] of short.entries()) {
      expect(await s.timeline('trip', trip.id)).toHaveLength(1);
      expect(mailsAbout(s.host.email, `${trip.name} was cancelled`)).toHaveLength(1);
      expect(mailsAbout(s.travelers.traveler.email, `${trip.name} was cancelled`)).toHaveLength(1);
      const booking = refunded[i]?.id as string;
      const refunds = gateways.flatMap((g) => g.refunds).filter((r) => r.idempotencyKey.includes(booking));
      expect(refunds.map((r) => r.amountMinor)).toEqual([40_000]);
      expect(await s.timeline('booking', booking)).toHaveLength(1);
    }
    for (const booking of autopay) {
      const charges = gateways.flatMap((g) => g.charges).filter((c) => c.idempotencyKey.includes(booking.id));
      expect(charges.map((c) => c.amountMinor)).toEqual([250_000]);
      expect(await s.bookingRow(booking.id)).toMatchObject({ paidAmount: 300_000, dueAmount: 0 });
    }
    expect(mailsAbout(s.travelers.traveler2.email, `Automatic payment received: ${payer.name}`)).toHaveLength(EACH);
    for (const booking of owing) expect(await s.timeline('booking', booking.id)).toHaveLength(1);
    // Each owing booking's first reminder (90 days before 2027-05-15 is 2027-02-14), once.
    expect(mailsAbout(s.travelers.traveler.email, `Payment reminder 1 of 4: ${reminded.name}`)).toHaveLength(EACH);
    expect(await s.timeline('trip', promoted.id)).toHaveLength(EACH);
    for (const c of campaigns) {
      expect((await s.campaignRow(c.id))?.status).toBe('Sent');
      expect(mailsAbout('race-fan@example.com', c.name)).toHaveLength(1);
    }
    // Both schedulers did part of the work: the race was real, not one scheduler finishing before the other began.
    for (const n of written) expect(n).toBeGreaterThan(0);
  });
});
