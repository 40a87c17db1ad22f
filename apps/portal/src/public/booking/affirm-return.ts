// Leaving for Affirm's page and coming back (PAY-008): the draft kept in sessionStorage across the redirect, and the
// checkout token and outcome Affirm adds to the return path.
import { AFFIRM_RETURN_QUERY, type AffirmCheckoutOutcome, parseAffirmOutcome } from '@caravan/domain';

/** What Affirm's page sent back in the query, or null when this is not a return from it. */
export function readAffirmReturn(search: string): { checkoutToken: string; outcome: AffirmCheckoutOutcome } | null {
  const query = new URLSearchParams(search);
  const checkoutToken = query.get(AFFIRM_RETURN_QUERY.token);
  const outcome = parseAffirmOutcome(query.get(AFFIRM_RETURN_QUERY.outcome));
  return checkoutToken && outcome ? { checkoutToken, outcome } : null;
}

/** The return path without Affirm's query, so a reload does not send the token again. */
export function forgetAffirmReturn(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete(AFFIRM_RETURN_QUERY.token);
  url.searchParams.delete(AFFIRM_RETURN_QUERY.outcome);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/**
 * DECIDE: back from Affirm, a visitor types the password again rather than being signed in before leaving, because
 * signing in first would create an account for a booking that Affirm may still decline; the form says why.
 */
export const AFFIRM_PASSWORD_RETYPE_NOTE =
  'Everything you typed is kept except your password, which Caravan never stores: if you chose one, type it again below, then finish your booking.';

/** A draft kept for this tab only (sessionStorage): never a password or a card. */
export const affirmDrafts = {
  save(key: string, draft: unknown): void {
    try {
      window.sessionStorage.setItem(`caravan.affirm.${key}`, JSON.stringify(draft));
    } catch {
      // Storage full or disabled: the traveler retypes the form on return.
    }
  },
  load<T>(key: string): T | undefined {
    try {
      const raw = window.sessionStorage.getItem(`caravan.affirm.${key}`);
      return raw ? (JSON.parse(raw) as T) : undefined;
    } catch {
      return undefined;
    }
  },
  clear(key: string): void {
    try {
      window.sessionStorage.removeItem(`caravan.affirm.${key}`);
    } catch {
      // Nothing kept.
    }
  },
};
