// [issue 27] The templates render one copy into both parts: the text part as the copy reads, the HTML part in the layout.
import { describe, expect, it } from 'vitest';
import { alreadyRegisteredMail, passwordResetMail } from './account.js';
import { campaignMail } from './campaign.js';
import { renderMail } from './render.js';
import { tripCancelledHostMail } from './time-driven.js';

describe('[issue 27] e-mail templates', () => {
  it('[issue 27] a password reset has its text part line for line and an HTML part with the link as an anchor', () => {
    const url = 'https://app.example.org/reset-password/tok%2F1';
    const mail = renderMail(passwordResetMail({ firstName: 'Ana' }, url, '1 hour'));
    expect(mail.subject).toBe('Reset your Caravan password');
    expect(mail.text).toBe(
      [
        'Hello Ana,',
        '',
        'Choose a new Caravan password here:',
        url,
        '',
        'The link works once and expires in 1 hour. If you did not ask for it, ignore this e-mail: your password stays as it is.',
      ].join('\n'),
    );
    expect(mail.html.startsWith('<!doctype html><html lang="en">')).toBe(true);
    expect(mail.html).toContain('<title>Reset your Caravan password</title>');
    expect(mail.html).toContain(`<p>Choose a new Caravan password here:<br/><a href="${url}">${url}</a></p>`);
  });

  it('[issue 27] links inside a sentence stay links in HTML and addresses in text', () => {
    const mail = renderMail(alreadyRegisteredMail({}, 'https://x.test/login', 'https://x.test/forgot'));
    expect(mail.text.split('\n').at(-1)).toBe(
      'Sign in at https://x.test/login, or if you forgot your password: https://x.test/forgot',
    );
    expect(mail.html).toContain(
      'Sign in at <a href="https://x.test/login">https://x.test/login</a>, or if you forgot your password: <a href="https://x.test/forgot">',
    );
    expect(mail.text.startsWith('Hello,\n\n')).toBe(true);
  });

  it("[issue 27] the HTML part escapes what users wrote and keeps the host's paragraphs", () => {
    const mail = renderMail(
      campaignMail({
        subject: 'Join <me>',
        trip: { name: 'Wild <b>trip</b>', destination: 'Chile' },
        recipientName: '',
        copy: 'Come <b>along</b>!\n\n\nSecond line\nthird',
        tripLink: 'https://x.test/trips/a?utm_source=email&utm_campaign=promote',
      }),
    );
    expect(mail.text).toBe(
      'Hi there,\n\nCome <b>along</b>!\n\n\nSecond line\nthird\n\nSee the trip: https://x.test/trips/a?utm_source=email&utm_campaign=promote',
    );
    expect(mail.html).toContain('<h1>Wild &lt;b&gt;trip&lt;/b&gt;</h1>');
    expect(mail.html).toContain('<p>Come &lt;b&gt;along&lt;/b&gt;!</p>');
    expect(mail.html).toContain('href="https://x.test/trips/a?utm_source=email&amp;utm_campaign=promote"');
    expect(mail.html).not.toContain('<b>');
  });

  it('[issue 27] a facts block reads "Label: value" in text and is a table in HTML', () => {
    const mail = tripCancelledHostMail('h@x.test', { name: 'Alps' }, 'minimum_not_reached');
    expect(mail.text.endsWith('\n\nTrip: Alps')).toBe(true);
    expect(mail.html).toContain('<th scope="row">Trip</th><td>Alps</td>');
  });
});
