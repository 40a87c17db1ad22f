// The e-mail each traveler receives when the host confirms or rejects their booking, written as mail jobs in the
// decision's transaction (queue.mailsIn) and sent after commit.
import { hostDecisionMail } from '../../email/templates/booking.js';
import { composeMail } from '../../email/templates/render.js';
import type { MailSender } from '../../queue/job-queue.js';
import type { DecidedTraveler, HostDecision } from './decide-host-bookings.js';

/** Sends one e-mail per decided traveler (written as jobs in the decision's transaction: queue.mailsIn). */
export async function sendHostDecisionMails(
  mailer: MailSender,
  input: { decision: HostDecision; tripName: string; travelers: DecidedTraveler[]; now: Date },
): Promise<void> {
  for (const t of input.travelers)
    await mailer.send(composeMail(t.email, hostDecisionMail(input.decision, input.tripName, t)), input.now);
}
