// The e-mail a waitlisted traveler gets when a freed spot is offered to them (MKT-046): what, until when, and where to pay.
import {
  NEW_BOOKING_LANDING_ACTION,
  PORTAL_TRAVELER_APP_BASE,
  WAITLIST_OFFER_WINDOW_HOURS,
  travelerTripPath,
} from '@caravan/domain';
import type { OutgoingMail } from '../../email/mailer.js';
import { action, facts, paragraph } from '../../email/templates/content.js';
import { composeMail } from '../../email/templates/render.js';

/** The traveler lands on their trip's overview (as after booking), where the offer banner has the pay button. */
const OFFER_LANDING_ACTION = NEW_BOOKING_LANDING_ACTION;

interface OfferFacts {
  tripId: string;
  tripName: string;
  orderId: string;
  spots: number;
  expiresAt: Date;
}

const subjectOf = (offer: OfferFacts) => `A spot opened on ${offer.tripName}`;
const offerPath = (offer: OfferFacts) => travelerTripPath(offer.tripId, OFFER_LANDING_ACTION, PORTAL_TRAVELER_APP_BASE);

/** What the offer says, in the e-mail and in the notification centre alike. */
function offerSentence(offer: OfferFacts): string {
  const spots = offer.spots === 1 ? 'A spot' : `${offer.spots} spots`;
  return (
    `${spots} on ${offer.tripName} opened up and ${offer.spots === 1 ? 'is' : 'are'} held for you for ` +
    `${WAITLIST_OFFER_WINDOW_HOURS} hours. Pay the deposit before the hold ends to take ` +
    `${offer.spots === 1 ? 'it' : 'them'}; after that the next traveler on the waitlist is offered the spot.`
  );
}

/** The offer as the traveler's notification centre shows it (MKT-052: a waitlist offer is one of its kinds). */
export const waitlistOfferNotice = (userId: string, offer: OfferFacts) => ({
  userId,
  kind: 'waitlist_offer' as const,
  title: subjectOf(offer),
  body: offerSentence(offer),
  link: offerPath(offer),
});

export function waitlistOfferMail(to: string, offer: OfferFacts, publicUrl: string | undefined): OutgoingMail {
  const path = offerPath(offer);
  return composeMail(to, {
    subject: subjectOf(offer),
    blocks: [
      paragraph(offerSentence(offer)),
      facts(
        ['Trip', offer.tripName],
        ['Order', offer.orderId],
        ['Held until', `${offer.expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`],
      ),
      ...(publicUrl ? [action('Pay deposit', `${publicUrl.replace(/\/+$/, '')}${path}`)] : []),
    ],
  });
}
