// A booking's messages: the new booking to its traveler and its host (MKT-009), the host's decision to the traveler.
import { NEW_BOOKING_EMAIL_SUBJECTS } from '@caravan/domain';
import type { HostDecision } from '../../services/host-bookings/decide-host-bookings.js';
import type { NewBookingView } from '../../views/new-booking.view.js';
import { type Block, type MailContent, action, facts, paragraph } from './content.js';

type NewBookingStatus = NewBookingView['status'];

const TRAVELER_STATUS_LINE: Record<NewBookingStatus, string> = {
  pending: 'Your booking is pending: the host will confirm it soon.',
  confirmed: 'Your booking is confirmed.',
  waitlist: 'The trip is full, so you are on the waitlist: we will write when a spot opens. Nothing was charged.',
};

const HOST_STATUS_LINE: Record<NewBookingStatus, string> = {
  pending: 'The booking is pending: confirm it from your trip bookings.',
  confirmed: 'The trip confirms bookings automatically: it is confirmed.',
  waitlist: 'The trip is full: the booking is on the waitlist.',
};

/** DECIDE: the subjects name the trip and the outcome, because the spec says travelers are told but gives no text. */
export const HOST_DECISION_EMAIL_SUBJECTS: Record<HostDecision, (tripName: string) => string> = {
  confirm: (tripName) => `Your booking for ${tripName} is confirmed`,
  reject: (tripName) => `Your booking request for ${tripName} was declined`,
};

const HOST_DECISION_BODY: Record<HostDecision, string> = {
  confirm: 'Good news: the host confirmed your booking. See you on the trip!',
  reject: 'The host could not take your booking this time.',
};

/** A new booking's figures, already formatted in its currency. */
export interface NewBookingFacts {
  tripName: string;
  orderId: string;
  status: NewBookingStatus;
  travelers: number;
  privateRooms: number;
  total: string;
  paid: string;
  due: string;
}

const hello = (firstName: string, fallback: string): Block => paragraph(`Hello ${firstName || fallback},`);

/** A guest's link to choose the first password of the account the booking made (decision 042). */
export interface SetPasswordLink {
  url: string;
  lifetime: string;
}

/** The words around a guest's set-password link: the booking made an account, and this is how to sign in to it. */
export const guestPasswordBlocks = (setPassword: SetPasswordLink): Block[] => [
  paragraph(
    'We made your Caravan account with this email address. Choose its password to sign in and manage your booking:',
  ),
  action('Choose your password', setPassword.url),
  paragraph(
    `The link works once and expires in ${setPassword.lifetime}. After that, use "Forgot password" on the sign-in page.`,
  ),
];

export const newBookingTravelerMail = (
  b: NewBookingFacts,
  firstName: string,
  tripUrl: string,
  setPassword?: SetPasswordLink,
): MailContent => ({
  subject: NEW_BOOKING_EMAIL_SUBJECTS.traveler(b.tripName),
  blocks: [
    hello(firstName, 'traveler'),
    paragraph(`Thank you for booking ${b.tripName} (order ${b.orderId}).`, TRAVELER_STATUS_LINE[b.status]),
    facts(
      ['Travelers', `${b.travelers}${b.privateRooms ? `, private rooms: ${b.privateRooms}` : ''}`],
      ['Trip total', b.total],
      ['Paid today', b.paid],
      ['Balance due', b.due],
    ),
    action('See your trip', tripUrl),
    ...(setPassword ? guestPasswordBlocks(setPassword) : []),
  ],
});

export const newBookingHostMail = (
  b: NewBookingFacts,
  hostFirstName: string,
  travelerFirstName: string,
): MailContent => ({
  subject: NEW_BOOKING_EMAIL_SUBJECTS.host(b.tripName),
  blocks: [
    hello(hostFirstName, 'host'),
    paragraph(
      `${travelerFirstName || 'A traveler'} booked ${b.travelers} spot${b.travelers === 1 ? '' : 's'} on ${b.tripName} (order ${b.orderId}).`,
      HOST_STATUS_LINE[b.status],
      `Paid today: ${b.paid} of ${b.total}.`,
    ),
  ],
});

export const hostDecisionMail = (
  decision: HostDecision,
  tripName: string,
  traveler: { firstName: string; orderId: string },
): MailContent => ({
  subject: HOST_DECISION_EMAIL_SUBJECTS[decision](tripName),
  blocks: [
    hello(traveler.firstName, 'traveler'),
    paragraph(`${HOST_DECISION_BODY[decision]} (order ${traveler.orderId})`),
  ],
});
