// The traveler terms page the portal loads in a frame (TAP-017, TRV-056): the terms, an accept button and the minor
// disclaimer. Its script (served beside it: the CSP allows no inline script) tells the parent window which was
// chosen with a message carrying termsAccepted or minorDisclaimer (TRV-058); the portal then records it.
import { escapeHtml } from '../../views/public-trip.page.js';

/** The path of the page's script. */
export const TRAVELER_TERMS_SCRIPT_PATH = '/api/me/pages/traveler-terms.js';

/** DECIDE: the terms travelers accept, in plain words, because the spec names the page but not its text. */
export const TRAVELER_TERMS_POINTS = [
  'Group travel involves physical activity, transport and outdoor settings that carry risks, and I take part at my own risk.',
  'I will follow the instructions of my host and local guides, and the laws and customs of the places we visit.',
  'I am responsible for my own passport, visas, vaccinations and travel insurance.',
  "Caravan and my host may change the itinerary for safety or circumstances beyond their control; the booking's cancellation policy applies.",
  'I release Caravan, my host and their partners from claims arising from risks I have accepted here, except where the law does not allow it.',
] as const;

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; color: #1f2328; margin: 0; padding: 1rem 1.25rem; background: #fff; }
  h1 { font-size: 1.25rem; margin: 0 0 .5rem; }
  ol { padding-left: 1.25rem; }
  .actions { display: flex; flex-wrap: wrap; gap: .75rem; margin-top: 1rem; }
  button { font: inherit; padding: .6rem 1rem; border-radius: .5rem; border: 1px solid #0b5c4a; cursor: pointer; }
  .primary { background: #0b5c4a; color: #fff; }
  .secondary { background: #fff; color: #0b5c4a; }
  button:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }`;

/** The page for trip `tripName`. */
export function travelerTermsPage(tripName: string): string {
  const points = TRAVELER_TERMS_POINTS.map((p) => `<li>${escapeHtml(p)}</li>`).join('\n        ');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Traveler terms · ${escapeHtml(tripName)}</title>
    <style>${STYLE}</style>
  </head>
  <body>
    <main>
      <h1>Traveler terms for ${escapeHtml(tripName)}</h1>
      <p>Please read these terms before your trip. By accepting them you agree that:</p>
      <ol>
        ${points}
      </ol>
      <div class="actions">
        <button type="button" class="primary" data-flag="termsAccepted">I accept the terms</button>
        <button type="button" class="secondary" data-flag="minorDisclaimer">I am under 18: my parent or guardian accepts for me</button>
      </div>
    </main>
    <script src="${TRAVELER_TERMS_SCRIPT_PATH}"></script>
  </body>
</html>`;
}

/** The page's script: posts the chosen flag to the parent, on our own origin only. */
export const TRAVELER_TERMS_SCRIPT = `(function () {
  document.querySelectorAll('button[data-flag]').forEach(function (button) {
    button.addEventListener('click', function () {
      var message = {};
      message[button.getAttribute('data-flag')] = true;
      if (window.parent !== window) window.parent.postMessage(message, window.location.origin);
    });
  });
})();
`;

/** The page for a trip the viewer is not on. */
export const TRAVELER_TERMS_NOT_FOUND = `<!doctype html>
<html lang="en"><head><meta charset="utf-8" /><title>Trip not found</title></head>
<body><main><h1>Trip not found</h1><p>We could not find this trip among yours.</p></main></body></html>`;
