// The booking and campaign rules on a real database (MKT-016, MKT-017, MKT-018): reminders, automatic charges at
// the sandbox processor, campaign e-mails marked Sent; each on the timeline with the scheduler as the actor.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { automaticPaymentCards } from '../db/schema/index.js';
import { log } from '../observability/logger.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { schedulerWorld, type SchedulerWorld } from './scheduler-world.js';

const at = (iso: string) => new Date(iso);

describe('booking and campaign rules', () => {
  let t: TestApp;
  let s: SchedulerWorld;
  // Each test runs the scheduler at its own dates; a shared world would carry one test's runs into the next.
  beforeEach(async () => {
    t = await createTestApp();
    s = await schedulerWorld(t.database.db, t.payments, t);
  });
  afterEach(async () => {
    await t?.close();
  });

  it('[MKT-016] sends each of the four reminders once, at 90, 60, 30 and 14 days before the start', async () => {
    const trip = await s.trip({ status: 'confirmed', bookingsDeadline: 0 });
    const due = await s.booking(trip.id, 'traveler', { paid: 100_000 });
    const settled = await s.booking(trip.id, 'traveler2', { paid: 300_000 });
    const reminders = () =>
      s
        .mailsTo(s.travelers.traveler.email, `: ${trip.name}`)
        .flatMap((m) => (/reminder/.test(m.subject) ? [m.subject] : []));

    await s.scheduler.runDue(at('2027-06-02T12:00:00Z'));
    expect(reminders()).toEqual([]);
    for (const day of ['2027-06-03', '2027-06-04', '2027-07-03', '2027-08-02', '2027-08-18', '2027-08-31'])
      await s.scheduler.runDue(at(`${day}T08:00:00Z`));
    expect(reminders()).toEqual([1, 2, 3, 4].map((n) => `Payment reminder ${n} of 4: ${trip.name}`));
    expect(s.mailsTo(s.travelers.traveler.email, 'Payment reminder 1')[0]?.text).toContain('$2,000.00 due');
    expect(s.mailsTo(s.travelers.traveler2.email, `: ${trip.name}`).filter((m) => /reminder/.test(m.subject))).toEqual(
      [],
    );
    expect(await s.timeline('booking', due.id)).toEqual(
      [1, 2, 3, 4].map((n) => ({
        event: `scheduler.payment-reminder-${n}`,
        from: 'confirmed',
        to: 'confirmed',
        actorId: null,
      })),
    );
    expect(await s.timeline('booking', settled.id)).toEqual([]);
  });

  it('[MKT-017] charges the due amount on its due date to the enrolled card, once', async () => {
    const trip = await s.trip({ status: 'confirmed', startDate: '2027-12-01', endDate: '2027-12-08' });
    const b = await s.booking(trip.id, 'traveler', {
      paid: 50_000,
      paymentDueDate: '2027-04-01',
      automaticPaymentStatus: 'active',
      card: 'tok_visa',
    });
    const key = `automatic-payment:${b.id}:2027-04-01`;
    await s.scheduler.runDue(at('2027-03-31T23:00:00Z'));
    expect(t.payments.charges.filter((c) => c.idempotencyKey === key)).toEqual([]);

    await s.scheduler.runDue(at('2027-04-01T00:30:00Z'));
    await s.scheduler.runDue(at('2027-04-02T00:30:00Z'));
    const charges = t.payments.charges.filter((c) => c.idempotencyKey === key);
    expect(charges.map((c) => c.amountMinor)).toEqual([250_000]);
    expect(await s.bookingRow(b.id)).toMatchObject({ paidAmount: 300_000, dueAmount: 0 });
    expect(await s.timeline('booking', b.id)).toEqual([
      { event: 'scheduler.automatic-payment', from: 'confirmed', to: 'confirmed', actorId: null },
    ]);
    expect(s.mailsTo(s.travelers.traveler.email, `Automatic payment received: ${trip.name}`)[0]?.text).toContain(
      '$2,500.00',
    );
  });

  it('[MKT-017] does not charge without the rule (no card, not active, pending cancellation), and a decline is told once', async () => {
    const trip = await s.trip({ status: 'confirmed', startDate: '2027-12-01', endDate: '2027-12-08' });
    const due = { paymentDueDate: '2027-04-01', automaticPaymentStatus: 'active' } as const;
    const noCard = await s.booking(trip.id, 'traveler', { ...due });
    const inactive = await s.booking(trip.id, 'traveler', { ...due, automaticPaymentStatus: null, card: 'tok_visa' });
    const leaving = await s.booking(trip.id, 'traveler', { ...due, isPendingCancellation: true, card: 'tok_visa' });
    const declined = await s.booking(trip.id, 'traveler2', { ...due, card: 'tok_chargeDeclined' });
    await s.scheduler.runDue(at('2027-04-01T08:00:00Z'));
    await s.scheduler.runDue(at('2027-04-03T08:00:00Z'));
    for (const b of [noCard, inactive, leaving, declined])
      expect(t.payments.charges.filter((c) => c.idempotencyKey.includes(b.id))).toEqual([]);
    expect(t.payments.attempts.filter((a) => a.request.idempotencyKey.includes(declined.id))).toHaveLength(1);
    expect(s.mailsTo(s.travelers.traveler2.email, `Automatic payment failed: ${trip.name}`)).toHaveLength(1);
    expect(await s.ledger(declined.id)).toMatchObject([{ rule: 'automatic-payment', outcome: 'declined' }]);
    expect((await s.bookingRow(declined.id))?.dueAmount).toBe(300_000);
  });

  it('[MKT-020] an action whose effect fails is not recorded: nothing is kept or sent, and the next run retries it', async () => {
    const trip = await s.trip({ status: 'confirmed', startDate: '2027-12-01', endDate: '2027-12-08' });
    const b = await s.booking(trip.id, 'traveler', {
      paymentDueDate: '2027-04-01',
      automaticPaymentStatus: 'active',
      card: 'tok_processingError',
    });
    const warn = vi.spyOn(log(), 'warn').mockImplementation(() => {});
    try {
      const run = await s.scheduler.runDue(at('2027-04-01T08:00:00Z'));
      expect(run.failed).toBe(1);
    } finally {
      warn.mockRestore();
    }
    expect(await s.ledger(b.id)).toEqual([]);
    expect(await s.timeline('booking', b.id)).toEqual([]);
    expect(
      s.mailsTo(s.travelers.traveler.email, `Automatic payment`).filter((m) => m.subject.includes(trip.name)),
    ).toEqual([]);

    // The processor recovers (here: the card is replaced); the next run, days later, takes the payment once.
    await t.database.db
      .update(automaticPaymentCards)
      .set({ cardToken: 'tok_visa' })
      .where(eq(automaticPaymentCards.bookingId, b.id));
    await s.scheduler.runDue(at('2027-04-05T08:00:00Z'));
    expect(await s.ledger(b.id)).toMatchObject([
      { rule: 'automatic-payment', dueOn: '2027-04-01', outcome: 'applied' },
    ]);
    expect((await s.bookingRow(b.id))?.dueAmount).toBe(0);
  });

  it('[MKT-018] sends a scheduled campaign at its date to the opted-in audience, each address once whatever its case, in the send-now format, and marks it Sent', async () => {
    const { surveyResponses } = await import('../db/schema/index.js');
    await t.database.db.insert(surveyResponses).values([
      { hostId: s.host.id, email: 'fan@example.com', marketingOptIn: true },
      { hostId: s.host.id, email: 'FAN@Example.com', marketingOptIn: true },
      { hostId: s.host.id, email: 'quiet@example.com', marketingOptIn: false },
    ]);
    const trip = await s.trip({ status: 'live', launchDate: at('2027-02-01T14:00:00Z') });
    const scheduled = await s.campaign(trip.id, { status: 'Scheduled', scheduledDate: at('2027-02-10T15:00:00Z') });
    const disabled = await s.campaign(trip.id, { status: 'Disabled', scheduledDate: at('2027-02-10T15:00:00Z') });
    const cancelled = await s.campaign(trip.id, { status: 'Canceled', scheduledDate: at('2027-02-10T15:00:00Z') });
    const inactive = await s.campaign(trip.id, {
      status: 'Scheduled',
      active: false,
      scheduledDate: at('2027-02-10T15:00:00Z'),
    });
    await s.scheduler.runDue(at('2027-02-10T14:59:00Z'));
    expect((await s.campaignRow(scheduled.id))?.status).toBe('Scheduled');

    await s.scheduler.runDue(at('2027-02-10T15:00:00Z'));
    await s.scheduler.runDue(at('2027-02-11T15:00:00Z'));
    expect(await s.campaignRow(scheduled.id)).toMatchObject({
      status: 'Sent',
      completedDate: at('2027-02-10T15:00:00Z'),
    });
    // One e-mail for the two spellings of one address (the domain's campaignRecipients), as send-now sends it.
    const sentMails = s.mailer.messages.filter(
      (m) => m.to.toLowerCase() === 'fan@example.com' && m.subject === `${scheduled.name}: ${trip.name}`,
    );
    expect(sentMails.map((m) => m.text)).toEqual(['Hi there,\n\nCome along!']);
    expect(sentMails[0]?.html).toContain('<p>Come along!</p>');
    expect(s.mailsTo('quiet@example.com', trip.name)).toEqual([]);
    for (const c of [disabled, cancelled, inactive]) {
      expect((await s.campaignRow(c.id))?.status).toBe(c.status);
      expect(s.mailsTo('fan@example.com', c.name)).toEqual([]);
    }
    expect((await s.timeline('trip', trip.id)).map((r) => [r.event, r.actorId])).toEqual([
      ['scheduler.campaign-send', null],
    ]);
  });
});
