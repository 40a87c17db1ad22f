// MKT-056: the e-mail to an account's owner when someone tried to book with their address and the wrong password; the
// booking form answers as sign-in does, so only the owner learns that the address has an account.
import type { MailSender } from '../../../queue/job-queue.js';

/** DECIDE: a subject that names the trip, so the owner recognises (or not) the attempt at a glance. */
export const BOOKING_ATTEMPT_SUBJECT = (tripName: string) => `Someone tried to book ${tripName} with your email`;

/** Tells the owner of `to` that a booking with their address was refused for a wrong password. */
export async function sendBookingAttemptMail(
  mailer: MailSender,
  input: { to: string; firstName: string; tripName: string; appOrigin: string; now: Date },
): Promise<void> {
  await mailer.send(
    {
      to: input.to,
      subject: BOOKING_ATTEMPT_SUBJECT(input.tripName),
      text: [
        `Hello ${input.firstName || 'traveler'},`,
        '',
        `Someone tried to book ${input.tripName} on Caravan with your email address and a password that did not match your account. No booking was made and nothing was charged.`,
        '',
        `If it was you, sign in first and book from the trip page: ${input.appOrigin}/login`,
        `If you forgot your password, you can reset it from the sign-in page.`,
        'If it was not you, you need do nothing: your account is unchanged.',
      ].join('\n'),
    },
    input.now,
  );
}
