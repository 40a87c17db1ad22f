// The sign-in page as the server's first render (issue 29 point 4): its heading, lede and form paint from the HTML with
// the portal's LoginPage classes; the fields wait, disabled, for the portal's form, with a note saying why, and a
// browser without scripts is told the form needs them.
import { AUTH_ASIDE_COPY, LOGIN_NOTICES, SIGN_IN_COPY } from '@caravan/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../testing/test-app.js';

/** The built portal's page, reduced to what the server looks for in it. */
const SHELL =
  '<!doctype html><html lang="en"><head><title>Caravan</title></head><body><div id="root"></div></body></html>';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ portalShell: SHELL });
});
afterAll(async () => t.close());

describe('GET /login (server-rendered first screen)', () => {
  it("[issue 29] the sign-in page paints its heading and form from the HTML, in the portal page's layout", async () => {
    const res = await t.app.request('/login', { headers: { origin: 'http://localhost' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    // The portal's shell, filled: one title, the server's body in #root.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<title>${SIGN_IN_COPY.documentTitle}</title>`);
    expect(html).toContain('<div id="root"><div class="pt-Login">');
    // The page's landmarks and heading, with the classes of AuthLayout.
    expect(html).toContain('<main class="pt-Login-main"');
    expect(html).toContain(`<h1 id="auth-title" data-level="1" class="cv-Heading">${SIGN_IN_COPY.title}</h1>`);
    expect(html).toContain(`<p class="pt-Login-lede">${SIGN_IN_COPY.lede}</p>`);
    expect(html).toContain(`<aside class="pt-Login-aside" aria-label="${AUTH_ASIDE_COPY.label}">`);
    expect(html).toContain('<footer class="st-Footer">');
    // Each field labelled, disabled, pointing to the note that says the form is loading.
    for (const [name, label] of [
      ['email', SIGN_IN_COPY.emailLabel],
      ['password', SIGN_IN_COPY.passwordLabel],
    ]) {
      expect(html).toContain(`<label class="cv-Field-label" for="ssr-${name}">${label}</label>`);
      expect(html).toMatch(
        new RegExp(
          `<input id="ssr-${name}" class="cv-Input" type="${name}" name="${name}" [^>]*disabled aria-describedby="ssr-sign-in-wait">`,
        ),
      );
    }
    expect(html).toContain(`<p id="ssr-sign-in-wait" class="pt-visually-hidden">${SIGN_IN_COPY.loading}</p>`);
    expect(html).toContain(`<noscript><p>${SIGN_IN_COPY.noScript}</p></noscript>`);
    expect(html).toMatch(
      /<button type="submit" class="cv-Button" [^>]*disabled[^>]*><span class="cv-Button-label">Sign in<\/span>/,
    );
    // No inline script (the CSP allows none): the page is HTML and the portal's own files.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>/);
  });

  it('[issue 29] /login?destination=… is the same page (the portal reads the destination when it takes over)', async () => {
    const res = await t.app.request('/login?destination=%2Fapp%2Ftraveler', {
      headers: { origin: 'http://localhost' },
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(`>${SIGN_IN_COPY.title}</h1>`);
  });

  it('[PLT-009] /login?notice=… shows its notice above the form, as the portal will, and an unknown one shows nothing', async () => {
    const page = async (search: string) =>
      (await t.app.request(`/login${search}`, { headers: { origin: 'http://localhost' } })).text();
    const changed = await page('?notice=password-reset&destination=%2Fapp');
    // Where the portal's <Alert tone="success"> stands: after the lede, before the form.
    expect(changed).toContain(
      `<p class="pt-Login-lede">${SIGN_IN_COPY.lede}</p><div role="status" class="cv-Alert" data-tone="success">`,
    );
    expect(changed).toContain(`<div class="cv-Alert-body">${LOGIN_NOTICES['password-reset']}</div>`);
    expect(await page('?notice=toString')).not.toContain('cv-Alert');
    expect(await page('')).not.toContain('cv-Alert');
  });
});
