// A campaign e-mail as its recipients get it: the host's copy in the trip's template, with a link to the trip page
// tagged utm_source=email so the visits it brings count under the e-mail channel. The preview is this same message.
import { promoteEmailCopy } from '@caravan/domain';
import type { OutgoingMail } from '../../email/mailer.js';
import { escapeHtml } from '../../views/public-trip.page.js';
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
  const subject = campaignSubject(input.campaign, input.trip);
  const name = [input.firstName, input.lastName].filter((s) => s?.trim()).join(' ');
  const greeting = name ? `Hi ${name},` : 'Hi there,';
  const copy = promoteEmailCopy(input.campaign.hostBlurb, input.trip);
  const link = tripPageLink(input);
  const text = [greeting, '', copy, ...(link ? ['', `See the trip: ${link}`] : [])].join('\n');
  const paragraphs = copy
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:600px;margin:0 auto;padding:24px;color:#1f2933">
<h1 style="font-size:22px">${escapeHtml(input.trip.name)}</h1>
<p style="color:#52606d">${escapeHtml(input.trip.destination)}</p>
<p>${escapeHtml(greeting)}</p>${paragraphs}
${link ? `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#0b6e4f;color:#fff;border-radius:6px;text-decoration:none">See the trip</a></p>` : ''}
</body></html>`;
  return { subject, text, html };
}

/** The campaign e-mail to one recipient. */
export const campaignMailTo = (to: string, input: CampaignMailInput): OutgoingMail => {
  const { subject, text, html } = renderCampaignMail(input);
  return { to, subject, text, html };
};
