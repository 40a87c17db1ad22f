// The accounts' messages: activation, password reset, 'already registered' and 'password changed'.
import { ACCOUNT_EMAIL_SUBJECTS } from '../../auth/accounts.constants.js';
import { type MailContent, line, link, paragraph } from './content.js';

/** Who the message greets: the account's first name when it has one. */
export interface AccountRecipient {
  firstName?: string | null | undefined;
}

export const accountGreeting = (u: AccountRecipient) => `Hello${u.firstName ? ` ${u.firstName}` : ''},`;

export const activationMail = (u: AccountRecipient, activateUrl: string, lifetime: string): MailContent => ({
  subject: ACCOUNT_EMAIL_SUBJECTS.activation,
  blocks: [
    paragraph(accountGreeting(u)),
    paragraph('Welcome to Caravan. Activate your host account and choose your password here:', [link(activateUrl)]),
    paragraph(`The link works once and expires in ${lifetime}. If you did not sign up, ignore this e-mail.`),
  ],
});

export const passwordResetMail = (u: AccountRecipient, resetUrl: string, lifetime: string): MailContent => ({
  subject: ACCOUNT_EMAIL_SUBJECTS.passwordReset,
  blocks: [
    paragraph(accountGreeting(u)),
    paragraph('Choose a new Caravan password here:', [link(resetUrl)]),
    paragraph(
      `The link works once and expires in ${lifetime}. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
    ),
  ],
});

export const alreadyRegisteredMail = (u: AccountRecipient, loginUrl: string, forgotUrl: string): MailContent => ({
  subject: ACCOUNT_EMAIL_SUBJECTS.alreadyRegistered,
  blocks: [
    paragraph(accountGreeting(u)),
    paragraph(
      'Someone (hopefully you) tried to sign up with this address, but it already has a Caravan account.',
      line`Sign in at ${link(loginUrl)}, or if you forgot your password: ${link(forgotUrl)}`,
    ),
  ],
});

export const passwordChangedMail = (u: AccountRecipient, forgotUrl: string): MailContent => ({
  subject: ACCOUNT_EMAIL_SUBJECTS.passwordChanged,
  blocks: [
    paragraph(accountGreeting(u)),
    paragraph(
      'Your Caravan password was just changed, and every other signed-in device was signed out.',
      line`If this was not you, reset your password now: ${link(forgotUrl)}`,
    ),
  ],
});
