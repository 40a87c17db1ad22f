// A campaign e-mail as its recipients get it: the host's copy in the trip's template, with a link to the trip page
// tagged utm_source=email so the visits it brings count under the e-mail channel. The preview is this same message.
import { promoteEmailCopy } from '@caravan/domain';
import type { OutgoingMail } from '../../email/mailer.js';
import { campaignMail } from '../../email/templates/campaign.js';
import { renderMail } from '../../email/templates/render.js';
import { campaignSubject } from '../../views/host-promote.view.js';

export interface CampaignMailInput {
  trip: { name: string; destination: string; tripPath: string | null };
  campaign: { name: string; hostBlurb: string; dripIdentifier: string | null };
  /** The portal's origin, for the trip page link; null where none is known (the scheduler): no link then. */
  origin: string | null;
  /** The recipient's name for the greeting (a preview may pass one, HAP-060); else a neutral greeting. */
  firstName?: string | undefined;
  lastName?: string | undefined;
}

export function tripPageLink(input: Pick<CampaignMailInput, 'trip' | 'campaign' | 'origin'>): string | null {
  if (!input.trip.tripPath || input.origin === null) return null;
  const url = new URL(`/trips/${encodeURIComponent(input.trip.tripPath)}`, input.origin);
  url.searchParams.set('utm_source', 'email');
  url.searchParams.set('utm_campaign', input.campaign.dripIdentifier ?? 'promote');
  return url.toString();
}

/** The subject, the text part and the HTML part of a campaign e-mail. */
export function renderCampaignMail(input: CampaignMailInput): { subject: string; text: string; html: string } {
  return renderMail(
    campaignMail({
      subject: campaignSubject(input.campaign, input.trip),
      trip: input.trip,
      recipientName: [input.firstName, input.lastName].filter((s) => s?.trim()).join(' '),
      copy: promoteEmailCopy(input.campaign.hostBlurb, input.trip),
      tripLink: tripPageLink(input),
    }),
  );
}

/** The campaign e-mail to one recipient. */
export const campaignMailTo = (to: string, input: CampaignMailInput): OutgoingMail => {
  const { subject, text, html } = renderCampaignMail(input);
  return { to, subject, text, html };
};
