// Test fixtures (tests only): trips and bookings in the states the time-driven rules act on, a scheduler over them
// whose e-mails go through the test app's queue (drained after each run) to its memory mailer, and readers of what the rules left behind (statuses, timelines, e-mails, ledger).
import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  automaticPaymentCards,
  bookings,
  emailCampaigns,
  payments,
  schedulerLedger,
  transitionsLog,
  trips,
  users,
} from '../db/schema/index.js';
import type { SentMail } from '../email/mailer.js';
import type { JobQueue } from '../queue/job-queue.js';
import type { SandboxPaymentGateway } from '../providers/payments/index.js';
import { buildWorld, type World } from '../services/test-world.js';
import { createScheduler } from './scheduler.js';

const tag = () => randomBytes(4).toString('hex');

export async function schedulerWorld(
  db: Db,
  gateway: SandboxPaymentGateway,
  jobs: { queue: JobQueue; mailer: { messages: SentMail[] } },
) {
  const w: World = await buildWorld(db);
  const { mailer, queue } = jobs;
  const rules = createScheduler({ db, outbox: queue, providers: { payments: gateway } });
  // A run's e-mails are jobs: sent once the run is over, as the server's worker would right after each commit.
  const scheduler = {
    async runDue(now: Date) {
      const run = await rules.runDue(now);
      await queue.drain();
      return run;
    },
  };
  const emailOf = async (id: string) =>
    (await db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]?.email as string;
  const host = { id: w.userId.host as string, email: await emailOf(w.userId.host as string) };
  const travelers = {
    traveler: { id: w.userId.traveler as string, email: await emailOf(w.userId.traveler as string) },
    traveler2: { id: w.userId.traveler2 as string, email: await emailOf(w.userId.traveler2 as string) },
  };

  /** A trip of the demo host in `status`, starting 2027-09-01 unless told otherwise. */
  async function trip(over: Partial<typeof trips.$inferInsert>) {
    const [row] = await db
      .insert(trips)
      .values({
        shortId: `sch-${tag()}`,
        name: `Scheduled trip ${tag()}`,
        itineraryId: w.itinerary.i1,
        operatorId: w.userId.operator as string,
        hostId: host.id,
        startDate: '2027-09-01',
        endDate: '2027-09-08',
        ...over,
      })
      .returning();
    if (!row) throw new Error('trip not inserted');
    return row;
  }

  /** A booking of `tripId` by a demo traveler; with `paid`, charged on the sandbox for that much first. */
  async function booking(
    tripId: string,
    customer: keyof typeof travelers,
    over: Partial<typeof bookings.$inferInsert> & { paid?: number; card?: string } = {},
  ) {
    const { paid = 0, card, ...values } = over;
    const [row] = await db
      .insert(bookings)
      .values({
        orderId: `SCH-${tag()}`,
        tripId,
        customerId: travelers[customer].id,
        travelAmount: 300_000,
        paidAmount: paid,
        dueAmount: 300_000 - paid,
        status: 'confirmed',
        ...values,
      })
      .returning();
    if (!row) throw new Error('booking not inserted');
    if (paid > 0) {
      const charge = await gateway.charge({
        amountMinor: paid,
        currency: 'USD',
        cardToken: 'tok_visa',
        idempotencyKey: `fixture-${row.id}`,
      });
      await db.insert(payments).values({
        bookingId: row.id,
        type: 'credit-card',
        amount: paid,
        status: 'success',
        providerReference: charge.id,
      });
    }
    if (card) await db.insert(automaticPaymentCards).values({ bookingId: row.id, cardToken: card });
    return row;
  }

  async function campaign(tripId: string, over: Partial<typeof emailCampaigns.$inferInsert>) {
    const [row] = await db
      .insert(emailCampaigns)
      .values({ tripId, name: `Drip ${tag()}`, hostBlurb: 'Come along!', ...over })
      .returning();
    if (!row) throw new Error('campaign not inserted');
    return row;
  }

  return {
    w,
    mailer,
    scheduler,
    host,
    travelers,
    trip,
    booking,
    campaign,
    tripRow: async (id: string) => (await db.select().from(trips).where(eq(trips.id, id)))[0],
    bookingRow: async (id: string) => (await db.select().from(bookings).where(eq(bookings.id, id)))[0],
    campaignRow: async (id: string) => (await db.select().from(emailCampaigns).where(eq(emailCampaigns.id, id)))[0],
    /** The object's timeline: event, from, to and actor of each row, oldest first. */
    timeline: async (resource: 'trip' | 'booking', id: string) =>
      db
        .select({
          event: transitionsLog.event,
          from: transitionsLog.fromState,
          to: transitionsLog.toState,
          actorId: transitionsLog.actorId,
        })
        .from(transitionsLog)
        .where(and(eq(transitionsLog.resource, resource), eq(transitionsLog.resourceId, id)))
        .orderBy(asc(transitionsLog.id)),
    ledger: async (objectId: string) => db.select().from(schedulerLedger).where(eq(schedulerLedger.objectId, objectId)),
    /** Messages the scheduler sent to `to` whose subject mentions `about`. */
    mailsTo: (to: string, about: string) => mailer.messages.filter((m) => m.to === to && m.subject.includes(about)),
  };
}

export type SchedulerWorld = Awaited<ReturnType<typeof schedulerWorld>>;
