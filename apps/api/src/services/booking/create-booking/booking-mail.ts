// MKT-009: the e-mails a new booking sends through the outbox: to the traveler (trip, status, amounts) and to the host.
import { NEW_BOOKING_EMAIL_SUBJECTS, type CurrencyCode, formatMinor } from '@caravan/domain';
import type { MailSender } from '../../../queue/job-queue.js';
import type { NewBookingView } from '../../../views/new-booking.view.js';

const STATUS_LINE: Record<NewBookingView['status'], string> = {
  pending: 'Your booking is pending: the host will confirm it soon.',
  confirmed: 'Your booking is confirmed.',
  waitlist: 'The trip is full, so you are on the waitlist: we will write when a spot opens. Nothing was charged.',
};

/** Sends the traveler's and the host's e-mails of a new booking (written as jobs in its transaction: queue.mailsIn). */
export async function sendNewBookingMails(
  mailer: MailSender,
  input: {
    booking: NewBookingView;
    traveler: { email: string; firstName: string };
    host: { email: string; firstName: string } | undefined;
    appOrigin: string;
    now: Date;
  },
): Promise<void> {
  const { booking } = input;
  const money = (minor: number) => formatMinor(minor, booking.currency as CurrencyCode);
  await mailer.send(
    {
      to: input.traveler.email,
      subject: NEW_BOOKING_EMAIL_SUBJECTS.traveler(booking.tripName),
      text: [
        `Hello ${input.traveler.firstName || 'traveler'},`,
        '',
        `Thank you for booking ${booking.tripName} (order ${booking.orderId}).`,
        STATUS_LINE[booking.status],
        '',
        `Travelers: ${booking.travelers}${booking.privateRooms ? `, private rooms: ${booking.privateRooms}` : ''}`,
        `Trip total: ${money(booking.total)}`,
        `Paid today: ${money(booking.paidAmount)}`,
        `Balance due: ${money(booking.dueAmount)}`,
        '',
        `See your trip: ${input.appOrigin}${booking.travelerAppPath}`,
      ].join('\n'),
    },
    input.now,
  );
  if (!input.host) return;
  await mailer.send(
    {
      to: input.host.email,
      subject: NEW_BOOKING_EMAIL_SUBJECTS.host(booking.tripName),
      text: [
        `Hello ${input.host.firstName || 'host'},`,
        '',
        `${input.traveler.firstName || 'A traveler'} booked ${booking.travelers} spot${booking.travelers === 1 ? '' : 's'} on ${booking.tripName} (order ${booking.orderId}).`,
        booking.status === 'pending'
          ? 'The booking is pending: confirm it from your trip bookings.'
          : booking.status === 'confirmed'
            ? 'The trip confirms bookings automatically: it is confirmed.'
            : 'The trip is full: the booking is on the waitlist.',
        `Paid today: ${money(booking.paidAmount)} of ${money(booking.total)}.`,
      ].join('\n'),
    },
    input.now,
  );
}
