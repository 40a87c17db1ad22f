// The host terms frame (HAP-065): the terms of the host's trip, with the prices and earnings advance the Pricing form
// is about to save, and an accept button. Its script (served beside it: the CSP allows no inline script) posts
// {termsAccepted: true} to the parent window, with the terms' text as termsDocument when the page was asked to.
import { type CurrencyCode, formatMinor } from '@caravan/domain';
import { documentPage } from '../../views/document-page.js';
import { escapeHtml } from '../../views/public-trip.page.js';

/** The path of the frame's script. */
export const HOST_TERMS_SCRIPT_PATH = '/api/me/pages/host-terms.js';

export interface HostTermsPageInput {
  tripName: string;
  currency: CurrencyCode;
  /** Minor units of `currency`; null when not priced yet. */
  initialPrice: number | null;
  remainingPrice: number | null;
  flightAdvance: number | null;
  minimumSpots: number | null;
  maximumSpots: number | null;
  hideFooterButtons: boolean;
  postTermsDocument: boolean;
}

/** DECIDE: the spec names the frame and its inputs but not its wording; these are the terms in plain words. */
function termsPoints(p: HostTermsPageInput): string[] {
  const price = (minor: number | null) => (minor === null ? 'not set yet' : formatMinor(minor, p.currency));
  const spots =
    p.minimumSpots !== null && p.maximumSpots !== null
      ? `The trip runs with at least ${p.minimumSpots} and at most ${p.maximumSpots} travelers.`
      : 'The trip’s spots are set when the operator prices it.';
  return [
    `Travelers pay the early bird price of ${price(p.initialPrice)} and then the regular price of ${price(p.remainingPrice)}.`,
    `My earnings advance is ${price(p.flightAdvance)}, repaid from my earnings.`,
    spots,
    'Caravan collects the travelers’ payments and pays me my earnings once the trip is complete.',
  ];
}

/** The frame's page. */
export function hostTermsPage(p: HostTermsPageInput): string {
  const points = termsPoints(p)
    .map((line) => `<li>${escapeHtml(line)}</li>`)
    .join('\n        ');
  const footer = p.hideFooterButtons
    ? ''
    : '<div class="actions"><button type="button" data-accept>I accept the terms</button></div>';
  return documentPage({
    title: `Host terms · ${p.tripName}`,
    mainAttributes: `data-post-terms-document="${p.postTermsDocument}"`,
    main: `<h1>Host terms for ${escapeHtml(p.tripName)}</h1>
<section data-terms-document>
<p>By accepting these terms I agree that:</p>
<ul>
${points}
</ul>
</section>
${footer}`,
    scriptPath: HOST_TERMS_SCRIPT_PATH,
  });
}

/** The frame's script: on accept, posts termsAccepted (and the terms' text when asked) to the parent, own origin only. */
export const HOST_TERMS_SCRIPT = `(function () {
  var main = document.querySelector('main');
  var button = document.querySelector('button[data-accept]');
  if (!button || window.parent === window) return;
  button.addEventListener('click', function () {
    var message = { termsAccepted: true };
    if (main.getAttribute('data-post-terms-document') === 'true')
      message.termsDocument = document.querySelector('[data-terms-document]').innerText;
    window.parent.postMessage(message, window.location.origin);
  });
})();
`;
