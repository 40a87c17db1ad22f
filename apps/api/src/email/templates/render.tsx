// Renders a message's blocks into the mail the Mailer sends: the same copy as a plain-text and an HTML part.
import { renderToStaticMarkup } from 'react-dom/server';
import type { OutgoingMail } from '../mailer.js';
import type { MailContent } from './content.js';
import { BlockView, EmailLayout } from './layout.js';
import { renderText } from './render-text.js';

/** The HTML part: the shared layout around the blocks, as a complete document. */
export function renderHtml(content: MailContent): string {
  const markup = renderToStaticMarkup(
    <EmailLayout subject={content.subject} heading={content.heading} subheading={content.subheading}>
      {content.blocks.map((block, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a message's blocks never move
        <BlockView key={i} block={block} />
      ))}
    </EmailLayout>,
  );
  return `<!doctype html>${markup}`;
}

/** The subject, text part and HTML part of `content`. */
export const renderMail = (content: MailContent): { subject: string; text: string; html: string } => ({
  subject: content.subject,
  text: renderText(content.blocks),
  html: renderHtml(content),
});

/** The mail to `to` with `content`, both parts rendered. */
export const composeMail = (to: string, content: MailContent): OutgoingMail => ({ to, ...renderMail(content) });
