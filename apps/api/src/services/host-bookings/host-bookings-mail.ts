// The e-mail each traveler receives when the host confirms or rejects their booking, through the outbox mailer.
import type { MailSender } from '../../queue/job-queue.js';
import type { DecidedTraveler, HostDecision } from './decide-host-bookings.js';

/** DECIDE: the subjects name the trip and the outcome, because the spec says travelers are told but gives no text. */
export const HOST_DECISION_EMAIL_SUBJECTS: Record<HostDecision, (tripName: string) => string> = {
  confirm: (tripName) => `Your booking for ${tripName} is confirmed`,
  reject: (tripName) => `Your booking request for ${tripName} was declined`,
};

const BODY: Record<HostDecision, string> = {
  confirm: 'Good news: the host confirmed your booking. See you on the trip!',
  reject: 'The host could not take your booking this time.',
};

/** Sends one e-mail per decided traveler (written as jobs in the decision's transaction: queue.mailsIn). */
export async function sendHostDecisionMails(
  mailer: MailSender,
  input: { decision: HostDecision; tripName: string; travelers: DecidedTraveler[]; now: Date },
): Promise<void> {
  for (const t of input.travelers)
    await mailer.send(
      {
        to: t.email,
        subject: HOST_DECISION_EMAIL_SUBJECTS[input.decision](input.tripName),
        text: [`Hello ${t.firstName || 'traveler'},`, '', `${BODY[input.decision]} (order ${t.orderId})`].join('\n'),
      },
      input.now,
    );
}
