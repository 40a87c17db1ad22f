// The e-mail each traveler receives when the host confirms or rejects their booking, through the mailer.
import type { Mailer } from '../../email/mailer.js';
import { hostDecisionMail } from '../../email/templates/booking.js';
import { composeMail } from '../../email/templates/render.js';
import type { DecidedTraveler, HostDecision } from './decide-host-bookings.js';

/** Sends one e-mail per decided traveler (after the decision is committed). */
export async function sendHostDecisionMails(
  mailer: Mailer,
  input: { decision: HostDecision; tripName: string; travelers: DecidedTraveler[]; now: Date },
): Promise<void> {
  for (const t of input.travelers)
    await mailer.send(composeMail(t.email, hostDecisionMail(input.decision, input.tripName, t)), input.now);
}
