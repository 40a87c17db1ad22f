// MKT-009: the e-mails a new booking sends: to the traveler (trip, status, amounts) and to the host, written as mail
// jobs in the booking's transaction (queue.mailsIn) and sent after commit.
import { type CurrencyCode, formatMinor } from '@caravan/domain';
import {
  type NewBookingFacts,
  type SetPasswordLink,
  newBookingHostMail,
  newBookingTravelerMail,
} from '../../../email/templates/booking.js';
import { composeMail } from '../../../email/templates/render.js';
import type { MailSender } from '../../../queue/job-queue.js';
import type { NewBookingView } from '../../../views/new-booking.view.js';

/** Sends the traveler's and the host's e-mails of a new booking (written as jobs in its transaction: queue.mailsIn). */
export async function sendNewBookingMails(
  mailer: MailSender,
  input: {
    booking: NewBookingView;
    traveler: { email: string; firstName: string };
    host: { email: string; firstName: string } | undefined;
    appOrigin: string;
    now: Date;
    /** A guest's link to choose the account's password (decision 042). */
    setPassword?: SetPasswordLink | undefined;
  },
): Promise<void> {
  const { booking } = input;
  const money = (minor: number) => formatMinor(minor, booking.currency as CurrencyCode);
  const figures: NewBookingFacts = {
    tripName: booking.tripName,
    orderId: booking.orderId,
    status: booking.status,
    travelers: booking.travelers,
    privateRooms: booking.privateRooms,
    total: money(booking.total),
    paid: money(booking.paidAmount),
    due: money(booking.dueAmount),
  };
  const tripUrl = `${input.appOrigin}${booking.travelerAppPath}`;
  await mailer.send(
    composeMail(
      input.traveler.email,
      newBookingTravelerMail(figures, input.traveler.firstName, tripUrl, input.setPassword),
    ),
    input.now,
  );
  if (!input.host) return;
  await mailer.send(
    composeMail(input.host.email, newBookingHostMail(figures, input.host.firstName, input.traveler.firstName)),
    input.now,
  );
}
