// Issue 27, real e-mail: the API's mailer pointed by SMTP_URL at a real SMTP server started here (smtp-server), real
// product flows send through it, and the test reads what the server received (envelope, headers, both parts, links).
import type { AddressInfo } from 'node:net';
import { NEW_BOOKING_EMAIL_SUBJECTS } from '@caravan/domain';
import { eq } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_EMAIL_SUBJECTS, RESET_PASSWORD_PATH } from '../auth/accounts.constants.js';
import { trips } from '../db/schema/index.js';
import { DEMO_TRIP_IDS } from '../db/seed/demo-ids.js';
import { type TestApp, TEST_NOW, createTestApp, idem } from '../testing/test-app.js';
import { MAIL_FROM } from './mailer.js';
import { MailDeliveryError, createSmtpMailer } from './smtp-mailer.js';

const PUBLIC = 'https://trips.example.org';
const SMTP_USER = 'caravan';
const SMTP_PASS = 'p@ss:word/1';

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
  mail: ParsedMail;
}

/** A refusal the test server answers the message's data with: [SMTP reply code, text]; null takes every message. */
let refusal: [number, string] | null = null;
const received: Received[] = [];

/** A local SMTP server that asks for the password, keeps what it is given, or refuses it as `refusal` says. */
function startSmtpServer(): Promise<{ server: SMTPServer; port: number }> {
  const server = new SMTPServer({
    // Plain SMTP on the loopback: no certificate to make, and the password is still required.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASS) return callback(null, { user: SMTP_USER });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (refusal) {
          const error = Object.assign(new Error(refusal[1]), { responseCode: refusal[0] });
          return callback(error);
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw).then((mail) => {
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined;
          received.push({ from, to: session.envelope.rcptTo.map((r) => r.address), raw, mail });
          callback();
        }, callback);
      });
    },
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.server.address() as AddressInfo).port })),
  );
}

const receivedBy = (to: string) => received.filter((r) => r.to.includes(to));

/** The message's headers, parts and links as a mail client would read them. */
function expectWellFormed(r: Received, to: string, subject: string) {
  expect(r.from).toBe('no-reply@caravan.test');
  expect(r.mail.headers.get('from')).toMatchObject({ value: [{ name: 'Caravan', address: 'no-reply@caravan.test' }] });
  expect(MAIL_FROM).toBe('Caravan <no-reply@caravan.test>');
  expect(r.mail.to && !Array.isArray(r.mail.to) ? r.mail.to.text : '').toBe(to);
  expect(r.mail.subject).toBe(subject);
  expect(r.mail.messageId).toMatch(/^<[0-9a-f-]{36}@caravan\.test>$/);
  expect(r.mail.date?.toISOString()).toBe(TEST_NOW.toISOString());
  // One message, two alternatives: a text/plain part and a text/html part.
  expect(r.raw).toMatch(/^Content-Type: multipart\/alternative;/im);
  expect(r.raw).toMatch(/^Content-Type: text\/plain; charset=utf-8/im);
  expect(r.raw).toMatch(/^Content-Type: text\/html; charset=utf-8/im);
  expect(r.mail.text?.trim().length).toBeGreaterThan(0);
  expect(r.mail.html || '').toContain('<!doctype html>');
}

/** Every absolute address in a part: in the text part as written, in the HTML part the anchors' targets. */
const textLinks = (text: string | undefined) => [...(text ?? '').matchAll(/https?:\/\/[^\s"'<>)]+/g)].map((m) => m[0]);
const htmlLinks = (html: string | false | undefined) =>
  [...(html || '').matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&'));

describe('[issue 27] e-mail through a real SMTP server (SMTP_URL)', () => {
  let smtp: { server: SMTPServer; port: number };
  let t: TestApp;
  let smtpUrl: string;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    smtpUrl = `smtp://${SMTP_USER}:${encodeURIComponent(SMTP_PASS)}@127.0.0.1:${smtp.port}`;
    t = await createTestApp({ publicUrl: PUBLIC, smtpUrl, liftRateLimits: true });
    // Room for one more booking on the live trip (the seed fills it nearly).
    await t.database.db.update(trips).set({ maximumSpots: 200 }).where(eq(trips.id, DEMO_TRIP_IDS.live));
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => (smtp ? smtp.server.close(() => resolve()) : resolve()));
  });
  beforeEach(() => {
    refusal = null;
  });

  it('[issue 27][MKT-044] a password reset request arrives with its headers, a text and an HTML part, and a working link at PUBLIC_URL', async () => {
    const email = 'traveler@caravan.test';
    const res = await t.anonymous().request('POST', '/api/authentication/request-new-password', { email });
    expect(res.status).toBe(200);
    const [reset] = receivedBy(email).filter((r) => r.mail.subject === ACCOUNT_EMAIL_SUBJECTS.passwordReset);
    if (!reset) throw new Error('no reset e-mail reached the SMTP server');
    expectWellFormed(reset, email, ACCOUNT_EMAIL_SUBJECTS.passwordReset);
    expect(reset.mail.text).toContain('Choose a new Caravan password here:');
    const [link] = textLinks(reset.mail.text);
    expect(link?.startsWith(`${PUBLIC}${RESET_PASSWORD_PATH}/`), link).toBe(true);
    expect(htmlLinks(reset.mail.html)).toEqual([link]);
    // The link's token is the one the API issued: the reset page opens with it.
    const token = decodeURIComponent(link?.split('/').at(-1) ?? '');
    const shown = await t.anonymous().request('GET', `/api/authentication/profile-password-reset?token=${token}`);
    expect(shown.status).toBe(200);
  });

  it('[issue 27][MKT-009][MKT-044] a public booking sends the traveler and the host their e-mails through SMTP, linking from PUBLIC_URL', async () => {
    const email = 'smtp.booker@example.com';
    const res = await t.anonymous().request<{ tripName: string; orderId: string }>(
      'POST',
      `/api/public/trips/${DEMO_TRIP_IDS.live}/bookings`,
      {
        package: 'standard',
        travelers: [{ firstName: 'Sam', lastName: 'Smtp', email, room: 'shared' }],
        account: { password: 'smtp-delivered-1' },
        payment: { paymentOptionType: 'minimum', cardToken: 'tok_visa' },
        termsAccepted: true,
      },
      idem(),
    );
    expect(res.status).toBe(201);
    const tripName = res.body.data?.tripName ?? '';
    const [traveler] = receivedBy(email);
    if (!traveler) throw new Error("the traveler's booking e-mail did not reach the SMTP server");
    expectWellFormed(traveler, email, NEW_BOOKING_EMAIL_SUBJECTS.traveler(tripName));
    expect(traveler.mail.text).toContain(`(order ${res.body.data?.orderId})`);
    expect(traveler.mail.text).toMatch(/^Trip total: .+$/m);
    const links = [...textLinks(traveler.mail.text), ...htmlLinks(traveler.mail.html)];
    expect(links.length).toBe(2);
    for (const l of links) expect(l.startsWith(`${PUBLIC}/app/traveler/trips/`), l).toBe(true);
    const host = received.find((r) => r.mail.subject === NEW_BOOKING_EMAIL_SUBJECTS.host(tripName));
    expect(host?.mail.text).toContain(`Sam booked 1 spot on ${tripName}`);
    expect(host?.mail.html || '').toContain(`Sam booked 1 spot on ${tripName}`);
  });

  it('[issue 27] a message the SMTP server refuses is a failed job the queue retries: the request succeeds, the e-mail arrives once, later', async () => {
    refusal = [451, 'Mailbox busy, try later'];
    const resets = () =>
      receivedBy('host@caravan.test').filter((r) => r.mail.subject === ACCOUNT_EMAIL_SUBJECTS.passwordReset);
    // Other tests may have sent host@ other e-mails (a booking's): only password resets are counted.
    const before = resets().length;
    const res = await t.anonymous().request('POST', '/api/authentication/request-new-password', {
      email: 'host@caravan.test',
    });
    // The e-mail is a job written with the request: the user is answered whatever the mail server says.
    expect(res.status).toBe(200);
    expect(resets().length).toBe(before);
    // The server takes mail again; the retry (here without waiting out its backoff) delivers it, once.
    refusal = null;
    await t.queue.drain({ includeDeferred: true });
    await t.queue.drain({ includeDeferred: true });
    expect(resets().length).toBe(before + 1);
  });

  it.each([
    [451, 'Mailbox busy, try later', true],
    [550, 'No such mailbox here', false],
  ] as const)(
    '[issue 27] an SMTP %i refusal throws a MailDeliveryError naming the message, the server and its reply (retryable: %s)',
    async (code, reply, retryable) => {
      refusal = [code, reply];
      const mailer = createSmtpMailer(smtpUrl);
      const sending = mailer.send({ to: 'nobody@example.com', subject: 'Hello', text: 'Hi' }, TEST_NOW);
      const error = await sending.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MailDeliveryError);
      const failure = error as MailDeliveryError;
      expect(failure.message).toContain(`'Hello' to nobody@example.com through smtp://127.0.0.1:${smtp.port}`);
      expect(failure.message).toContain(`${code} ${reply}`);
      expect(failure.message).not.toContain(SMTP_PASS);
      expect(failure.responseCode).toBe(code);
      expect(failure.retryable).toBe(retryable);
      expect((await mailer.recent(10)).items).toEqual([]);
    },
  );

  it('[issue 27] a mail server that is not there (a closed port) throws a retryable MailDeliveryError, no crash', async () => {
    const closed = await startSmtpServer();
    await new Promise<void>((resolve) => closed.server.close(() => resolve()));
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${closed.port}`);
    const error = await mailer.send({ to: 'a@example.com', subject: 'Hi', text: 'Hi' }, TEST_NOW).catch((e) => e);
    expect(error).toBeInstanceOf(MailDeliveryError);
    expect((error as MailDeliveryError).message).toMatch(
      new RegExp(
        `^Could not send 'Hi' to a@example\\.com through smtp://127\\.0\\.0\\.1:${closed.port}: .*ECONNREFUSED`,
      ),
    );
    expect((error as MailDeliveryError).retryable).toBe(true);
  });

  it('[issue 27] recent() lists what this process sent through SMTP, newest first, a page at a time', async () => {
    const mailer = createSmtpMailer(smtpUrl);
    for (const n of [1, 2, 3]) await mailer.send({ to: 'pager@example.com', subject: `No. ${n}`, text: 'x' }, TEST_NOW);
    const first = await mailer.recent(2);
    expect(first.items.map((m) => m.subject)).toEqual(['No. 3', 'No. 2']);
    const second = await mailer.recent(2, first.next ?? undefined);
    expect(second).toMatchObject({ items: [{ subject: 'No. 1' }], next: null });
  });
});
