// The messages a host's own tools send: a note to the trip's travelers (HAP-062) and the audience export's link.
import { type MailContent, line, link, paragraph } from './content.js';

export const AUDIENCE_EXPORT_SUBJECT = 'Your Caravan audience export is ready';

/** The host's words to one traveler, signed with the trip; the message keeps its own line breaks. */
export const hostMessageMail = (
  trip: { name: string },
  traveler: { firstName: string | null },
  message: { subject: string; body: string },
): MailContent => ({
  subject: `${trip.name}: ${message.subject}`,
  blocks: [
    paragraph(`Hello ${traveler.firstName || 'traveler'},`),
    paragraph(message.body),
    paragraph(`— your host, ${trip.name}`),
  ],
});

export const audienceExportMail = (includeSurveyData: boolean, downloadUrl: string): MailContent => ({
  subject: AUDIENCE_EXPORT_SUBJECT,
  blocks: [
    paragraph('Hello,'),
    paragraph(
      `Your audience export${includeSurveyData ? ', with the survey answers,' : ''} is ready. Download it here while signed in:`,
      line`${link(downloadUrl)}`,
    ),
  ],
});
