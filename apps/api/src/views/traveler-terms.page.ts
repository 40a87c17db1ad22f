// The traveler terms of a trip (GET /api/me/pages/traveler-terms?tripId=), one document for every reader: a traveler
// on the trip gets it with the accept and minor-disclaimer buttons (TAP-017, TRV-056); the trip's operator and hosts
// read the same terms without them (OAP-029). Its script (served beside it: the CSP allows no inline script) tells the
// parent window which was chosen with a message carrying termsAccepted or minorDisclaimer (TRV-058).
import { documentPage } from './document-page.js';
import { escapeHtml } from './public-trip.page.js';

/** The path of the page's script. */
export const TRAVELER_TERMS_SCRIPT_PATH = '/api/me/pages/traveler-terms.js';

/**
 * DECIDE: the terms travelers accept, in plain words, because the spec shows the page in a frame but not its text:
 * the risks they take on, then the booking's own rules. One list, so the operator reviews what travelers accept.
 */
export const TRAVELER_TERMS = [
  'Group travel involves physical activity, transport and outdoor settings that carry risks, and I take part at my own risk.',
  'I will follow the instructions of my host and local guides, and the laws and customs of the places we visit.',
  'I am responsible for my own passport, visas, vaccinations and travel insurance.',
  'My booking is confirmed once the trip reaches its minimum number of travelers and the host confirms it.',
  'Payments are due on the dates shown in my booking; a missed payment may release my spot.',
  'Cancellations follow the refund and credit rules shown when I cancel; fees are never refunded.',
  "Caravan, my host and the operator may change the day-by-day plan for safety, weather or circumstances beyond their control; the booking's cancellation policy applies.",
  'I release Caravan, my host and their partners from claims arising from risks I have accepted here, except where the law does not allow it.',
] as const;

export interface TravelerTermsFacts {
  tripName: string;
  operatorName: string;
  startDate: string;
  endDate: string | null;
  minimumSpots: number | null;
  maximumSpots: number;
  /** The single supplement's price, formatted in the trip's currency. */
  singleSupplement: string;
}

/** The whole document; `reader` 'traveler' adds the two buttons and their script. */
export function travelerTermsPage(f: TravelerTermsFacts, reader: 'traveler' | 'trip team'): string {
  const e = escapeHtml;
  const dates = f.endDate ? `${e(f.startDate)} to ${e(f.endDate)}` : e(f.startDate);
  const terms = TRAVELER_TERMS.map((t) => `<li>${e(t)}</li>`).join('\n');
  const actions =
    reader === 'traveler'
      ? `<div class="actions">
<button type="button" data-flag="termsAccepted">I accept the terms</button>
<button type="button" class="secondary" data-flag="minorDisclaimer">I am under 18: my parent or guardian accepts for me</button>
</div>`
      : '';
  return documentPage({
    title: `Traveler terms · ${f.tripName}`,
    main: `<h1>Traveler terms for ${e(f.tripName)}</h1>
<p class="meta">Operated by ${e(f.operatorName)}, ${dates}.</p>
<dl><dt>Spots</dt><dd>${f.minimumSpots ?? 1} to ${f.maximumSpots} travelers</dd><dt>Single supplement</dt><dd>${e(f.singleSupplement)}</dd></dl>
<p>Please read these terms before the trip. By accepting them I agree that:</p>
<ol>
${terms}
</ol>
${actions}`,
    ...(reader === 'traveler' ? { scriptPath: TRAVELER_TERMS_SCRIPT_PATH } : {}),
  });
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

/** The page for a trip the reader may not see. */
export const TRAVELER_TERMS_NOT_FOUND = documentPage({
  title: 'Trip not found',
  main: '<h1>Trip not found</h1><p>We could not find this trip among yours.</p>',
});
