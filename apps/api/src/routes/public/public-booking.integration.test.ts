// Booking from the public page end to end (MKT-005..009): account in the same request, rooms, payment options,
// statuses, declines and time-outs leaving nothing behind, the Idempotency-Key, and the e-mails.
import { BOOKING_CREATION_ERROR_CODES, TRAVELER_BOOKING_ERROR_CODES } from '@caravan/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addOns,
  bookings,
  idempotencyKeys,
  payments,
  transitionsLog,
  travelers,
  trips,
  users,
} from '../../db/schema/index.js';
import { DEMO_TRIP_IDS } from '../../db/seed/demo-ids.js';
import { type TestApp, type TestClient, createTestApp, idem } from '../../testing/test-app.js';
import type { NewBookingView } from '../../views/new-booking.view.js';
import { INVALID_CREDENTIALS_MESSAGE } from '../../auth/auth.constants.js';
import { log } from '../../observability/logger.js';
import { requestLogger } from '../../observability/request-log.js';
import { BOOKING_ATTEMPT_SUBJECT } from '../../services/booking/create-booking/booking-attempt-mail.js';

const LIVE = DEMO_TRIP_IDS.live; // auto-confirms, USD 4,650 per traveler, single supplement 450
const RTC = DEMO_TRIP_IDS.readyToConfirm; // host confirms, EUR
const PASSWORD = 'correct horse battery';

let t: TestApp;
let admin: TestClient;
const db = () => t.database.db;
let people = 0;
const person = (room: 'shared' | 'private' = 'shared') => {
  const n = ++people;
  return { firstName: `Ana${n}`, lastName: 'Visitor', email: `visitor${n}@example.com`, room };
};
const tripRow = async (id = LIVE) => (await db().select().from(trips).where(eq(trips.id, id)))[0];
const bookingsOf = async (email: string) => {
  const [u] = await db().select().from(users).where(eq(users.email, email));
  return u ? db().select().from(bookings).where(eq(bookings.customerId, u.id)) : [];
};
const book = (client: TestClient, body: object, key: Record<string, string> = idem(), tripId = LIVE) =>
  client.request<NewBookingView>(
    'POST',
    `/api/public/trips/${tripId}/bookings`,
    // The ready-to-confirm trip sells the economy package.
    tripId === RTC ? { ...body, package: 'economy' } : body,
    key,
  );
const deposit = (travelersList: object[], extra: object = {}) => ({
  package: 'standard',
  travelers: travelersList,
  account: { password: PASSWORD },
  payment: { paymentOptionType: 'minimum', cardToken: 'tok_visa' },
  termsAccepted: true,
  ...extra,
});
const outbox = async () =>
  (
    await admin.request<{ items: { to: string; subject: string; text: string }[] }>(
      'GET',
      '/api/admin/outbox?limit=200',
    )
  ).body.data?.items ?? [];

beforeAll(async () => {
  t = await createTestApp({ liftRateLimits: true });
  admin = await t.signedIn('admin@caravan.test');
  // Room for every booking of this file: the seed's trips are nearly full.
  for (const id of [LIVE, RTC])
    await db()
      .update(trips)
      .set({ maximumSpots: 200, singleSupplementQuantity: 50, singleSupplementQuantityAvailable: 50 })
      .where(eq(trips.id, id));
});
afterAll(() => t?.close());
beforeEach(() => t.payments.reset());

describe('POST /api/public/trips/{id}/bookings', () => {
  it('[MKT-005] a visitor books two travelers with a private room, creates an account, pays the deposit', async () => {
    const before = await tripRow();
    const visitor = t.anonymous();
    const [me, friend] = [person('private'), person('shared')];
    const res = await book(visitor, deposit([me, friend]));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      tripId: LIVE,
      status: 'confirmed',
      currency: 'USD',
      travelers: 2,
      privateRooms: 1,
      travelAmount: 930_000,
      singleSupplementTotal: 45_000,
      total: 975_000,
      paidAmount: 100_000,
      dueAmount: 875_000,
      payment: { amount: 100_000 },
      accountCreated: true,
      travelerAppPath: `/app/traveler/trips/${LIVE}/trip-overview`,
    });
    // The account: a traveler-primary, signed in by this request.
    const [account] = await db().select().from(users).where(eq(users.email, me.email));
    expect(account).toMatchObject({ group: 'traveler', role: 'traveler-primary', active: true });
    expect(visitor.cookie).toBeTruthy();
    const mine = await visitor.request<{ items: { id: string }[] }>('GET', '/api/me/trips');
    expect(mine.body.data?.items.map((trip) => trip.id)).toContain(LIVE);
    // Spots and a private room taken; rows written; one charge.
    const after = await tripRow();
    expect(after?.spotsTaken).toBe((before?.spotsTaken ?? 0) + 2);
    expect(after?.singleSupplementQuantityAvailable).toBe((before?.singleSupplementQuantityAvailable ?? 0) - 1);
    const bookingId = res.body.data?.bookingId ?? '';
    const onTrip = await db().select().from(travelers).where(eq(travelers.bookingId, bookingId));
    expect(onTrip.map((r) => r.type).sort()).toEqual(['traveler-primary', 'traveler-secondary']);
    const singles = await db()
      .select()
      .from(addOns)
      .where(and(eq(addOns.bookingId, bookingId), eq(addOns.type, 'single-supplement')));
    expect(singles).toHaveLength(1);
    expect(singles[0]?.userId).toBe(account?.id);
    expect(await db().select().from(payments).where(eq(payments.bookingId, bookingId))).toEqual([
      expect.objectContaining({ amount: 100_000, status: 'success', type: 'credit-card' }),
    ]);
    expect(t.payments.charges.map((c) => c.amountMinor)).toEqual([100_000]);
    const [log] = await db().select().from(transitionsLog).where(eq(transitionsLog.resourceId, bookingId));
    expect(log).toMatchObject({ event: 'booking.created', fromState: 'new', toState: 'confirmed' });
  });

  it('[MKT-009] the traveler and the host get an e-mail with the trip name and the amounts', async () => {
    const me = person();
    const res = await book(t.anonymous(), deposit([me]));
    expect(res.status).toBe(201);
    const mails = await outbox();
    const mine = mails.find((m) => m.to === me.email);
    expect(mine?.subject).toBe('Your booking on Machu Picchu with Hana');
    expect(mine?.text).toContain(res.body.data?.orderId ?? 'order');
    expect(mine?.text).toContain('Trip total: $4,650.00');
    expect(mine?.text).toContain('Paid today: $500.00');
    expect(mine?.text).toContain('Balance due: $4,150.00');
    const host = mails.find((m) => m.to === 'host@caravan.test' && m.text.includes(res.body.data?.orderId ?? '-'));
    expect(host?.subject).toBe('New booking on Machu Picchu with Hana');
    expect(host?.text).toContain('Paid today: $500.00 of $4,650.00');
  });

  it('[MKT-008] a trip that does not auto-confirm makes the new booking pending the host', async () => {
    const res = await book(t.anonymous(), deposit([person()]), idem(), RTC);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ status: 'pending', currency: 'EUR', paidAmount: 50_000 });
  });

  it('[MKT-005] payment options: full pays the total; custom at least the deposit; amounts from the client are checked, never used', async () => {
    const full = await book(
      t.anonymous(),
      deposit([person('private')], { payment: { paymentOptionType: 'full', cardToken: 'tok_visa' } }),
    );
    expect(full.body.data).toMatchObject({ total: 510_000, paidAmount: 510_000, dueAmount: 0 });

    const custom = await book(
      t.anonymous(),
      deposit([person()], { payment: { paymentOptionType: 'custom', paymentAmount: 200_000, cardToken: 'tok_visa' } }),
    );
    expect(custom.body.data).toMatchObject({ paidAmount: 200_000, dueAmount: 265_000 });

    const tooLittle = await book(
      t.anonymous(),
      deposit([person()], { payment: { paymentOptionType: 'custom', paymentAmount: 49_999, cardToken: 'tok_visa' } }),
    );
    expect(tooLittle.status).toBe(422);
    expect(tooLittle.body.fields?.paymentAmount).toBe('Minimum payment is $500.00');

    const cheap = person();
    const forged = await book(
      t.anonymous(),
      deposit([cheap], { payment: { paymentOptionType: 'minimum', paymentAmount: 100, cardToken: 'tok_visa' } }),
    );
    expect(forged.status).toBe(422);
    expect(forged.body.code).toBe(TRAVELER_BOOKING_ERROR_CODES.invalidPaymentAmount);
    expect(await bookingsOf(cheap.email)).toEqual([]);
    expect(t.payments.charges.map((c) => c.amountMinor)).toEqual([510_000, 200_000]);
  });

  it('[MKT-005] the terms must be accepted and the package must be the one the trip sells', async () => {
    const noTerms = await book(t.anonymous(), deposit([person()], { termsAccepted: false }));
    expect(noTerms.status).toBe(400);
    expect(noTerms.body.fields?.termsAccepted).toBe('Accept the terms to book');
    const otherPackage = await book(t.anonymous(), deposit([person()], { package: 'premium' }));
    expect(otherPackage.status).toBe(422);
    expect(otherPackage.body.fields?.package).toBeDefined();
    expect(t.payments.charges).toEqual([]);
  });

  it("[MKT-005] a signed-in traveler books as themselves; another account's email, a host or a wrong password is refused", async () => {
    const traveler = await t.signedIn('traveler@caravan.test');
    const asOther = await book(traveler, deposit([person()], { account: undefined }), idem(), RTC);
    expect(asOther.status).toBe(400);
    const mine = await book(
      traveler,
      deposit([{ firstName: 'Tess', lastName: 'Traveler', email: 'traveler@caravan.test', room: 'shared' }], {
        account: undefined,
      }),
      idem(),
      RTC,
    );
    expect(mine.status).toBe(201);
    expect(mine.body.data?.accountCreated).toBe(false);

    const host = await t.signedIn('host@caravan.test');
    expect((await book(host, deposit([{ ...person(), email: 'host@caravan.test' }]))).status).toBe(403);

    const traveler2Before = (await bookingsOf('traveler2@caravan.test')).length;
    const wrong = await book(
      t.anonymous(),
      deposit([{ firstName: 'T', lastName: 'T', email: 'traveler2@caravan.test', room: 'shared' }], {
        account: { password: 'not the password' },
      }),
      idem(),
      RTC,
    );
    // MKT-056: answered as sign-in answers a wrong password; the address's owner is told by e-mail instead.
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ code: 'INVALID_CREDENTIALS', error: INVALID_CREDENTIALS_MESSAGE });
    expect(wrong.body.fields?.['account.password']).toBe(INVALID_CREDENTIALS_MESSAGE);
    expect(await bookingsOf('traveler2@caravan.test')).toHaveLength(traveler2Before);
    // A visitor with no password books as a guest (decision 042: public-booking-guest.integration.test.ts).
  });

  it('[MKT-056] a wrong password for an existing account is answered as sign-in answers it; the owner gets an e-mail', async () => {
    const owner = 'traveler2@caravan.test';
    const wrong = await book(
      t.anonymous(),
      deposit([{ firstName: 'Someone', lastName: 'Else', email: owner, room: 'shared' }], {
        account: { password: 'a guess at the password' },
      }),
    );
    const signIn = await t
      .anonymous()
      .request('POST', '/api/authentication/login', { email: owner, password: 'a guess at the password' });
    // The same status, code and copy as sign-in: nothing says the address has an account.
    expect([wrong.status, wrong.body.code, wrong.body.error]).toEqual([
      signIn.status,
      signIn.body.code,
      signIn.body.error,
    ]);
    expect(JSON.stringify(wrong.body)).not.toMatch(/exist/i);
    const subject = BOOKING_ATTEMPT_SUBJECT((await tripRow())?.name ?? '');
    const mail = (await outbox()).find((m) => m.to === owner && m.subject === subject);
    expect(mail?.text).toContain('No booking was made and nothing was charged');
    expect(mail?.text).toMatch(/\/login/);
  });

  it('[MKT-005] a card decline leaves no booking, no spot taken and no charge; the retry with a new key books once', async () => {
    const before = await tripRow();
    const me = person('private');
    const visitor = t.anonymous();
    const declined = await book(
      visitor,
      deposit([me], { payment: { paymentOptionType: 'minimum', cardToken: 'tok_chargeDeclined' } }),
    );
    expect(declined.status).toBe(402);
    expect(declined.body.code).toBe(TRAVELER_BOOKING_ERROR_CODES.cardDeclined);
    expect(await bookingsOf(me.email)).toEqual([]);
    expect(await tripRow()).toMatchObject({
      spotsTaken: before?.spotsTaken,
      singleSupplementQuantityAvailable: before?.singleSupplementQuantityAvailable,
    });
    expect(t.payments.charges).toEqual([]);

    // MKT-054: the account the declined request made is gone with it, and so is its session.
    expect(await db().select().from(users).where(eq(users.email, me.email))).toEqual([]);
    expect(declined.headers.get('set-cookie')).toMatch(/Max-Age=0/i);

    const retried = await book(visitor, deposit([me]));
    expect(retried.status).toBe(201);
    expect(retried.body.data?.accountCreated).toBe(true); // a new account, made by the booking that succeeded
    expect(await bookingsOf(me.email)).toHaveLength(1);
    expect(t.payments.charges).toHaveLength(1);
  });

  it('[MKT-005] a processor time-out leaves no booking and no charge, and its key may be retried', async () => {
    const me = person();
    const key = idem();
    const timedOut = await book(
      t.anonymous(),
      deposit([me], { payment: { paymentOptionType: 'minimum', cardToken: 'tok_timeout' } }),
      key,
    );
    expect(timedOut.status).toBe(504);
    expect(await bookingsOf(me.email)).toEqual([]);
    expect(t.payments.charges).toEqual([]);
    const again = await book(t.anonymous(), deposit([me]), idem());
    expect(again.status).toBe(201);
  });

  it('[MKT-007] the same Idempotency-Key retried creates one booking and one charge; another body with it is refused', async () => {
    const me = person();
    const key = idem();
    const first = await book(t.anonymous(), deposit([me]), key);
    const second = await book(t.anonymous(), deposit([me]), key);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(second.body.data?.bookingId).toBe(first.body.data?.bookingId);
    expect(await bookingsOf(me.email)).toHaveLength(1);
    expect(t.payments.charges).toHaveLength(1);

    const changed = await book(t.anonymous(), deposit([{ ...me, room: 'private' }]), key);
    expect(changed.status).toBe(422);
    expect(changed.body.code).toBe(TRAVELER_BOOKING_ERROR_CODES.idempotencyKeyReused);
    const keyless = await book(t.anonymous(), deposit([person()]), {});
    expect(keyless.status).toBe(400);
    expect(keyless.body.code).toBe(TRAVELER_BOOKING_ERROR_CODES.idempotencyKeyRequired);
    expect(t.payments.charges).toHaveLength(1);
  });

  it('[MKT-007] a recorded answer the route no longer declares is a clear 409 on retry, never a 2xx or a second charge', async () => {
    const me = person();
    const key = idem();
    const first = await book(t.anonymous(), deposit([me]), key);
    expect(first.status).toBe(201);
    // The recorded body no longer matches the route's declared 201 answer (as after a change of the view).
    await db()
      .update(idempotencyKeys)
      .set({ responseBody: { success: true, data: { bookingId: first.body.data?.bookingId } } })
      .where(eq(idempotencyKeys.key, key['Idempotency-Key'] ?? ''));
    // The request's lines go to the process logger here (no per-request child), so the spy sees them.
    const inRequest = vi.spyOn(requestLogger, 'getStore').mockReturnValue(undefined);
    const warned = vi.spyOn(log(), 'warn').mockImplementation(() => {});
    try {
      const replay = await book(t.anonymous(), deposit([me]), key);
      expect(replay.status).toBe(409);
      expect(replay.body.code).toBe(TRAVELER_BOOKING_ERROR_CODES.idempotencyAnswerUnavailable);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(String(warned.mock.calls[0]?.[0])).toContain("is not the route's declared 201 answer");
    } finally {
      warned.mockRestore();
      inRequest.mockRestore();
    }
    expect(await bookingsOf(me.email)).toHaveLength(1);
    expect(t.payments.charges).toHaveLength(1);
  });

  it('[MKT-006] a full trip refuses a booking clearly (nothing charged) or puts it on the waitlist without a payment', async () => {
    const before = await tripRow();
    await db()
      .update(trips)
      .set({ spotsTaken: before?.maximumSpots ?? 12 })
      .where(eq(trips.id, LIVE));
    try {
      const me = person('private');
      const refused = await book(t.anonymous(), deposit([me]));
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe(TRAVELER_BOOKING_ERROR_CODES.spotsUnavailable);
      expect(refused.body.error).toContain("you haven't been charged");
      expect(await bookingsOf(me.email)).toEqual([]);

      const waitlisted = await book(t.anonymous(), deposit([me], { payment: undefined, joinWaitlist: true }));
      expect(waitlisted.status).toBe(201);
      expect(waitlisted.body.data).toMatchObject({ status: 'waitlist', paidAmount: 0, payment: null, privateRooms: 0 });
      expect(t.payments.charges).toEqual([]);
      expect((await tripRow())?.singleSupplementQuantityAvailable).toBe(before?.singleSupplementQuantityAvailable);
    } finally {
      await db()
        .update(trips)
        .set({ spotsTaken: before?.spotsTaken ?? 0 })
        .where(eq(trips.id, LIVE));
    }
  });

  it('[MKT-054] a visitor the trip has no spots for is answered before any password work: no account, no charge', async () => {
    const before = await tripRow();
    // A password the account policy refuses (the e-mail itself): only the account step would answer 400 for it.
    const weak = (who: { email: string }) => deposit([who, person()], { account: { password: who.email } });
    // While spots remain, this body reaches the account step, whose password policy refuses it (400).
    const open = await book(t.anonymous(), weak(person()));
    expect(open.status).toBe(400);
    // One spot left and two travelers: the full trip answers first (409), so the password was never looked at.
    await db()
      .update(trips)
      .set({ spotsTaken: (before?.maximumSpots ?? 12) - 1 })
      .where(eq(trips.id, LIVE));
    try {
      const me = person();
      const refused = await book(t.anonymous(), weak(me));
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe(TRAVELER_BOOKING_ERROR_CODES.spotsUnavailable);
      expect(await db().select().from(users).where(eq(users.email, me.email))).toEqual([]);
      // An existing account's wrong password is not checked either: no failure counted, no e-mail to its owner.
      const subject = BOOKING_ATTEMPT_SUBJECT((await tripRow())?.name ?? '');
      const attemptsTold = async () =>
        (await outbox()).filter((m) => m.subject === subject && m.to === 'traveler2@caravan.test').length;
      const toldBefore = await attemptsTold();
      const owner = await book(
        t.anonymous(),
        deposit([{ firstName: 'T', lastName: 'T', email: 'traveler2@caravan.test', room: 'shared' }, person()], {
          account: { password: 'not-their-password' },
        }),
      );
      expect(owner.status).toBe(409);
      expect(await attemptsTold()).toBe(toldBefore);
      expect(t.payments.charges).toEqual([]);
      expect((await tripRow())?.spotsTaken).toBe((before?.maximumSpots ?? 12) - 1);
    } finally {
      await db()
        .update(trips)
        .set({ spotsTaken: before?.spotsTaken ?? 0 })
        .where(eq(trips.id, LIVE));
    }
  });

  it('[MKT-006] no private room left: a clear refusal, no spot kept, no charge', async () => {
    const before = await tripRow();
    await db().update(trips).set({ singleSupplementQuantityAvailable: 0 }).where(eq(trips.id, LIVE));
    try {
      const res = await book(t.anonymous(), deposit([person('private')]));
      expect(res.status).toBe(409);
      expect(res.body.code).toBe(TRAVELER_BOOKING_ERROR_CODES.singleSupplementUnavailable);
      expect((await tripRow())?.spotsTaken).toBe(before?.spotsTaken);
      expect(t.payments.charges).toEqual([]);
    } finally {
      await db()
        .update(trips)
        .set({ singleSupplementQuantityAvailable: before?.singleSupplementQuantityAvailable ?? 0 })
        .where(eq(trips.id, LIVE));
    }
  });

  it('[MKT-003] a trip that cannot be booked refuses with the reason its page shows', async () => {
    const res = await book(t.anonymous(), deposit([person()]), idem(), DEMO_TRIP_IDS.confirmed);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe(BOOKING_CREATION_ERROR_CODES.tripNotBookable);
    expect(res.body.error).toBe("Bookings for this trip are closed. Don't worry, you haven't been charged.");
    expect((await book(t.anonymous(), deposit([person()]), idem(), DEMO_TRIP_IDS.created)).status).toBe(404);
  });

  it('[MKT-005] a traveler already on the trip cannot book it twice', async () => {
    const me = person();
    expect((await book(t.anonymous(), deposit([me]))).status).toBe(201);
    const again = await book(t.anonymous(), deposit([me]));
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(BOOKING_CREATION_ERROR_CODES.alreadyBooked);
    expect(t.payments.charges).toHaveLength(1);
  });
});
