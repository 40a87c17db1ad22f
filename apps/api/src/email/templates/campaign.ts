// A host's campaign e-mail (launch and drip): the trip as heading, the host's copy, and the button to the trip page.
import { type Block, type MailContent, action, paragraph } from './content.js';

export interface CampaignContentInput {
  subject: string;
  trip: { name: string; destination: string };
  /** The recipient's name, or empty for a neutral greeting. */
  recipientName: string;
  /** The host's copy in the trip's template; a blank line starts a new paragraph. */
  copy: string;
  /** The tagged trip page link, or null where no public address is known. */
  tripLink: string | null;
}

export const campaignMail = (input: CampaignContentInput): MailContent => ({
  subject: input.subject,
  heading: input.trip.name,
  subheading: input.trip.destination,
  blocks: [
    paragraph(input.recipientName ? `Hi ${input.recipientName},` : 'Hi there,'),
    // Split on exactly one blank line, so the text part joins the paragraphs back into the copy as the host wrote it.
    ...input.copy.split('\n\n').map((p): Block => paragraph(p)),
    ...(input.tripLink ? [action('See the trip', input.tripLink)] : []),
  ],
});
