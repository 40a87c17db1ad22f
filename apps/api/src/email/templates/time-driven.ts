// The messages the time-driven rules send: to the host and the travelers each action affects.
import { DEFAULT_CURRENCY, currencyCodeSchema, formatMinor, hostTripCancellationMessage } from '@caravan/domain';
import type { OutgoingMail } from '../mailer.js';
import { facts, paragraph } from './content.js';
import { composeMail } from './render.js';

const money = (minor: number, currency: string) =>
  formatMinor(minor, currencyCodeSchema.catch(DEFAULT_CURRENCY).parse(currency));

export const tripLaunchedMail = (to: string, trip: { name: string }): OutgoingMail =>
  composeMail(to, {
    subject: `${trip.name} is live`,
    blocks: [
      paragraph(`Your trip page for ${trip.name} went live at its scheduled launch. Travelers can book it now.`),
    ],
  });

export const tripReadyToConfirmMail = (to: string, trip: { name: string }): OutgoingMail =>
  composeMail(to, {
    subject: `${trip.name} is ready to confirm`,
    blocks: [
      paragraph(`${trip.name} has reached its minimum spots. Confirm your travelers in the trip's Bookings tab.`),
    ],
  });

export const tripCancelledHostMail = (to: string, trip: { name: string }, reason: string): OutgoingMail =>
  composeMail(to, {
    subject: `${trip.name} was cancelled`,
    blocks: [paragraph(hostTripCancellationMessage(reason)), facts(['Trip', trip.name])],
  });

export const tripCancelledTravelerMail = (
  to: string,
  trip: { name: string },
  reason: string,
  refund: { amount: number; currency: string },
): OutgoingMail =>
  composeMail(to, {
    subject: `${trip.name} was cancelled`,
    blocks: [
      paragraph(`We are sorry: ${trip.name} was cancelled. ${hostTripCancellationMessage(reason)}`),
      paragraph(
        refund.amount > 0
          ? `We refunded ${money(refund.amount, refund.currency)} to the card you paid with.`
          : 'You had not paid anything, so nothing was charged.',
      ),
    ],
  });

export const paymentReminderMail = (
  to: string,
  trip: { name: string; startDate: string },
  booking: { orderId: string; dueAmount: number; currency: string },
  reminder: number,
): OutgoingMail =>
  composeMail(to, {
    subject: `Payment reminder ${reminder} of 4: ${trip.name}`,
    blocks: [
      paragraph(
        `Your booking ${booking.orderId} for ${trip.name} (starting ${trip.startDate}) has ` +
          `${money(booking.dueAmount, booking.currency)} due. Pay the balance from your booking page.`,
      ),
    ],
  });

export const automaticPaymentMail = (
  to: string,
  trip: { name: string },
  booking: { orderId: string; currency: string },
  amount: number,
): OutgoingMail =>
  composeMail(to, {
    subject: `Automatic payment received: ${trip.name}`,
    blocks: [
      paragraph(
        `We charged ${money(amount, booking.currency)} to your enrolled card for booking ${booking.orderId} (${trip.name}).`,
      ),
    ],
  });

export const automaticPaymentDeclinedMail = (
  to: string,
  trip: { name: string },
  booking: { orderId: string; dueAmount: number; currency: string },
  why: string,
): OutgoingMail =>
  composeMail(to, {
    subject: `Automatic payment failed: ${trip.name}`,
    blocks: [
      paragraph(
        `We could not charge ${money(booking.dueAmount, booking.currency)} for booking ${booking.orderId} (${trip.name}): ` +
          `${why} Please pay the balance from your booking page.`,
      ),
    ],
  });

export const bookingsFinalMail = (to: string, trip: { name: string }, audience: 'host' | 'traveler'): OutgoingMail =>
  composeMail(to, {
    subject: `Bookings are final: ${trip.name}`,
    blocks: [
      paragraph(
        audience === 'host'
          ? `The bookings deadline of ${trip.name} has passed: the trip is closed for new bookings and its bookings are final.`
          : `The bookings deadline of ${trip.name} has passed: your booking is now final.`,
      ),
    ],
  });

export const tripCompleteMail = (to: string, trip: { name: string }): OutgoingMail =>
  composeMail(to, {
    subject: `${trip.name} is complete`,
    blocks: [paragraph(`${trip.name} has ended and is now complete. Thank you for traveling with Caravan.`)],
  });
