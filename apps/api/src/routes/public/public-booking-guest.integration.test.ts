// A guest checkout (decision 042, MKT-005 × MKT-054): a visitor who chooses no password books, is signed in, and sets
// the account's password from the link in the confirmation e-mail; nothing is hashed in the request. An address that
// has an account is never booked into without its password.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_CREDENTIALS_MESSAGE } from '../../auth/auth.constants.js';
import { bookings, trips, users } from '../../db/schema/index.js';
import { DEMO_TRIP_IDS } from '../../db/seed/demo-ids.js';
import { NEW_BOOKING_EMAIL_SUBJECTS } from '@caravan/domain';
import { type TestApp, type TestClient, createTestApp, idem } from '../../testing/test-app.js';
import type { NewBookingView } from '../../views/new-booking.view.js';

const LIVE = DEMO_TRIP_IDS.live;
const CHOSEN_LATER = 'chosen from the e-mail';

let t: TestApp;
let admin: TestClient;
const db = () => t.database.db;

const guestBooking = (email: string) => ({
  package: 'standard',
  travelers: [{ firstName: 'Gia', lastName: 'Guest', email, room: 'shared' }],
  payment: { paymentOptionType: 'minimum', cardToken: 'tok_visa' },
  termsAccepted: true,
});
const book = (client: TestClient, body: object) =>
  client.request<NewBookingView>('POST', `/api/public/trips/${LIVE}/bookings`, body, idem());
const mailsTo = async (email: string) =>
  (
    (
      await admin.request<{ items: { to: string; subject: string; text: string }[] }>(
        'GET',
        '/api/admin/outbox?limit=200',
      )
    ).body.data?.items ?? []
  ).filter((m) => m.to === email);
const resetToken = (text: string) => /\/change-password\/([A-Za-z0-9_-]{22})/.exec(text)?.[1];
const login = (email: string, password: string) =>
  t.anonymous().request('POST', '/api/authentication/login', { email, password });
/** Follows the mail's /change-password link to choose CHOSEN_LATER, then signs in with it. */
async function setPasswordFromMail(email: string, text: string | undefined) {
  const token = resetToken(text ?? '');
  expect(token).toBeDefined();
  const set = await t
    .anonymous()
    .request('POST', '/api/authentication/change-password', { token, newPassword: CHOSEN_LATER });
  expect(set.status).toBe(200);
  expect((await login(email, CHOSEN_LATER)).status).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp({ liftRateLimits: true });
  admin = await t.signedIn('admin@caravan.test');
  await db().update(trips).set({ maximumSpots: 200 }).where(eq(trips.id, LIVE));
});
afterAll(() => t?.close());

describe('a guest checkout (decision 042)', () => {
  it('[MKT-005] a visitor with no password books, is signed in, and sets the password from the confirmation e-mail', async () => {
    const email = 'gia.guest@example.com';
    const visitor = t.anonymous();
    const res = await book(visitor, guestBooking(email));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ accountCreated: true, status: 'confirmed' });

    // The account exists without a password, and this browser is signed in to it.
    const [account] = await db().select().from(users).where(eq(users.email, email));
    expect(account).toMatchObject({ group: 'traveler', role: 'traveler-primary', active: true, passwordHash: null });
    const mine = await visitor.request<{ items: { id: string }[] }>('GET', '/api/me/trips');
    expect(mine.body.data?.items.map((trip) => trip.id)).toContain(LIVE);
    // Nobody signs in to it by guessing: there is no password yet.
    expect((await login(email, '')).status).not.toBe(200);

    // The confirmation carries the set-password link; it sets the first password, and sign-in then works.
    const subject = NEW_BOOKING_EMAIL_SUBJECTS.traveler(res.body.data?.tripName ?? '');
    const confirmation = (await mailsTo(email)).find((m) => m.subject === subject);
    expect(confirmation?.text).toContain('Choose your password');
    expect(confirmation?.text).toContain('expires in 7 days');
    await setPasswordFromMail(email, confirmation?.text);
  });

  it('[MKT-005] a guest who lost the link gets a fresh one from "Forgot password"', async () => {
    const email = 'lost.link@example.com';
    expect((await book(t.anonymous(), guestBooking(email))).status).toBe(201);
    const forgot = await t.anonymous().request('POST', '/api/authentication/request-new-password', { email });
    expect(forgot.status).toBe(200);
    const reset = (await mailsTo(email)).find((m) => m.subject === 'Reset your Caravan password');
    await setPasswordFromMail(email, reset?.text);
  });

  it('[MKT-056] an address that has an account is not booked without its password, and is answered as a wrong password', async () => {
    const owner = 'traveler2@caravan.test';
    const [before] = await db().select().from(users).where(eq(users.email, owner));
    const countOf = async () =>
      (
        await db()
          .select()
          .from(bookings)
          .where(eq(bookings.customerId, before?.id ?? ''))
      ).length;
    const bookingsBefore = await countOf();
    t.payments.reset();
    const res = await book(t.anonymous(), guestBooking(owner));
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'INVALID_CREDENTIALS', error: INVALID_CREDENTIALS_MESSAGE });
    expect(res.body.fields?.['account.password']).toBe(INVALID_CREDENTIALS_MESSAGE);
    expect(await countOf()).toBe(bookingsBefore);
    expect(t.payments.charges).toEqual([]);
  });

  it('[MKT-054] a guest whose card is declined leaves no account behind', async () => {
    const email = 'declined.guest@example.com';
    const res = await book(t.anonymous(), {
      ...guestBooking(email),
      payment: { paymentOptionType: 'minimum', cardToken: 'tok_chargeDeclined' },
    });
    expect(res.status).toBe(402);
    expect(await db().select().from(users).where(eq(users.email, email))).toEqual([]);
  });
});
