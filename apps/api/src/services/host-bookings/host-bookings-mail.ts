// The e-mail each traveler receives when the host confirms or rejects their booking, written as mail jobs in the
// decision's transaction (queue.mailsIn) and sent after commit.
import { PORTAL_TRAVELER_APP_BASE, travelerTripPath } from '@caravan/domain';
import { hostDecisionMail } from '../../email/templates/booking.js';
import { composeMail } from '../../email/templates/render.js';
import type { Tx } from '../../db/client.js';
import type { MailSender } from '../../queue/job-queue.js';
import { recordNotification } from '../notifications/notify.js';
import type { DecidedTraveler, HostDecision } from './decide-host-bookings.js';

/**
 * Sends one e-mail per decided traveler (written as jobs in the decision's transaction: queue.mailsIn). A confirmation
 * is also a notification in the traveler's centre, and is e-mailed only if their preference for it says so (MKT-052).
 */
export async function sendHostDecisionMails(
  tx: Tx,
  mailer: MailSender,
  input: { decision: HostDecision; tripId: string; tripName: string; travelers: DecidedTraveler[]; now: Date },
): Promise<void> {
  for (const t of input.travelers) {
    const content = hostDecisionMail(input.decision, input.tripName, t);
    const email =
      input.decision !== 'confirm' ||
      (await recordNotification(
        tx,
        {
          userId: t.userId,
          kind: 'booking_confirmed',
          title: content.subject,
          body: `Order ${t.orderId}: the host confirmed your booking.`,
          link: travelerTripPath(input.tripId, 'trip-overview', PORTAL_TRAVELER_APP_BASE),
        },
        input.now,
      ));
    if (email) await mailer.send(composeMail(t.email, content), input.now);
  }
}
