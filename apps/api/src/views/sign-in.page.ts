// The sign-in page /login as the server's first render (issue 29 point 4): the brand, the heading, the form, the aside
// and the site's footer, with the elements and class names of the portal's LoginPage (AuthLayout, TextField, Button,
// SiteFooter), so it paints styled from the HTML before any script runs and the portal's render replaces it in place.
// The form's fields are disabled until then: what is typed into a field about to be replaced would be lost. A note
// (read out, not shown) says why, and a browser running no script is told the form needs it.
import {
  AUTH_ASIDE_COPY,
  SIGN_IN_COPY,
  SITE_FOOTER_GROUPS,
  SITE_PAGES,
  TRAVELER_SUPPORT_EMAIL,
  loginNoticeOf,
} from '@caravan/domain';
import { BRAND_MARK } from './public-search.page.js';
import { escapeHtml as e } from './share-tags.js';

/** The id of the note the disabled fields point to. */
const WAIT_NOTE_ID = 'ssr-sign-in-wait';

const field = (name: string, type: string, label: string, autocomplete: string): string =>
  `<div class="cv-Field" data-required="true"><label class="cv-Field-label" for="ssr-${name}">${e(label)}</label><input id="ssr-${name}" class="cv-Input" type="${type}" name="${name}" autocomplete="${autocomplete}" required disabled aria-describedby="${WAIT_NOTE_ID}"></div>`;

/** The public site's footer (the portal's SiteFooter). */
function footer(year: number): string {
  const groups = SITE_FOOTER_GROUPS.map(
    (group) =>
      `<nav class="st-Footer-group" aria-label="${e(`For ${group.title.toLowerCase()}`)}"><h2 class="st-Footer-title">${e(group.title)}</h2><ul>${group.pages
        .map(
          (key) =>
            `<li><a class="cv-Link" data-variant="standalone" href="${e(SITE_PAGES[key].path)}">${e(SITE_PAGES[key].title)}</a></li>`,
        )
        .join('')}</ul></nav>`,
  ).join('');
  return `<footer class="st-Footer"><div class="st-Footer-inner"><div class="st-Footer-about"><p class="st-Footer-brand">Caravan</p><p>Small-group trips led by hosts who know the way.</p><p>Questions? <a class="cv-Link" data-variant="inline" href="mailto:${e(TRAVELER_SUPPORT_EMAIL)}">${e(TRAVELER_SUPPORT_EMAIL)}</a></p></div>${groups}</div><p class="st-Footer-legal">© ${year} Caravan. Payments are held by Caravan until your trip.</p></footer>`;
}

/**
 * The success notice an account page sends the user with (`?notice=`), as the portal's `<Alert tone="success">` renders
 * it, so the form below it is where the portal's will be.
 */
function notice(search: string): string {
  const text = loginNoticeOf(search);
  return text
    ? `<div role="status" class="cv-Alert" data-tone="success"><span class="cv-Alert-icon" aria-hidden="true">✓</span><div class="cv-Alert-content"><div class="cv-Alert-body">${e(text)}</div></div></div>`
    : '';
}

/**
 * The sign-in page's first screen (the portal's LoginPage in AuthLayout), its form waiting for the portal's; `search`
 * is the request's query string, whose `?notice=` shows its notice above the form.
 */
export function signInBodyContent(now: Date, search = ''): string {
  const c = SIGN_IN_COPY;
  const a = AUTH_ASIDE_COPY;
  return `<div class="pt-Login"><header class="pt-Login-header"><a href="/" class="cv-Link pt-Brand" data-variant="standalone" aria-label="Caravan home">${BRAND_MARK}<span class="pt-Brand-name">Caravan</span></a></header><main class="pt-Login-main" data-prerendered="sign-in"><section class="pt-Login-card" aria-labelledby="auth-title"><h1 id="auth-title" data-level="1" class="cv-Heading">${e(c.title)}</h1><p class="pt-Login-lede">${e(c.lede)}</p>${notice(search)}<form class="cv-Form" aria-describedby="${WAIT_NOTE_ID}"><p id="${WAIT_NOTE_ID}" class="pt-visually-hidden">${e(c.loading)}</p><noscript><p>${e(c.noScript)}</p></noscript>${field('email', 'email', c.emailLabel, 'username')}${field('password', 'password', c.passwordLabel, 'current-password')}<button type="submit" class="cv-Button" data-variant="primary" data-size="lg" data-full-width="true" disabled aria-describedby="${WAIT_NOTE_ID}"><span class="cv-Button-label">${e(c.submit)}</span></button></form><div class="pt-Auth-links"><a href="/forgot-password" class="cv-Link" data-variant="standalone">${e(c.forgotPassword)}</a></div></section><aside class="pt-Login-aside" aria-label="${e(a.label)}"><p class="pt-Login-quote">${e(a.quote)}</p><p class="pt-Login-tagline">${e(a.tagline)}</p></aside></main>${footer(now.getUTCFullYear())}</div>`;
}

/** The sign-in page's <head>: its title and description; not for search engines' results (nothing to find there). */
export const signInHeadTags = (): string =>
  `<title>${e(SIGN_IN_COPY.documentTitle)}</title>\n    <meta name="description" content="${e(SIGN_IN_COPY.lede)}" />`;
