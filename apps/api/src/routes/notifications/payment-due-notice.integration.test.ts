// The payment reminder (MKT-016) goes through the notification centre (MKT-052): it is in the traveler's centre, and
// e-mailed only while their preference for payment reminders is on.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationPreferences, notifications } from '../../db/schema/index.js';
import { type SchedulerWorld, schedulerWorld } from '../../scheduler/scheduler-world.js';
import { type TestApp, createTestApp } from '../../testing/test-app.js';

let t: TestApp;
let s: SchedulerWorld;
beforeAll(async () => {
  t = await createTestApp();
  s = await schedulerWorld(t.database.db, t.payments, t);
});
afterAll(() => t?.close());

describe('payment due notices', () => {
  it('[MKT-052] a payment reminder is in the centre, and its e-mail stops when the traveler turns payment due off', async () => {
    const { email, id: userId } = s.travelers.traveler;
    const trip = await s.trip({ status: 'confirmed', bookingsDeadline: 0 });
    await s.booking(trip.id, 'traveler', { paid: 100_000 });
    const reminders = () => s.mailsTo(email, `: ${trip.name}`).filter((m) => /reminder/.test(m.subject));
    const notices = () =>
      t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'payment_due')));

    await s.scheduler.runDue(new Date('2027-06-03T08:00:00Z'));
    expect(reminders()).toHaveLength(1);
    expect((await notices()).map((n) => n.title)).toEqual([`Payment reminder 1 of 4: ${trip.name}`]);

    await t.database.db.insert(notificationPreferences).values({ userId, kind: 'payment_due', email: false });
    await s.scheduler.runDue(new Date('2027-07-03T08:00:00Z'));
    expect(reminders()).toHaveLength(1);
    expect(await notices()).toHaveLength(2);
  });
});
