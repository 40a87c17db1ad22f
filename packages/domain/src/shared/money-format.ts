// Minor units displayed, without dinero.js: a public page that shows prices (a trip card, a trip's page) needs only
// this, and its first script stays small (issue 29 point 4; dinero was 3 kB gzip of it). money.ts re-exports it, so
// there is one formatter; its exponents are checked against dinero's currencies by a test.
import { type CurrencyCode, DEFAULT_CURRENCY } from './currencies.js';

/** Each currency's minor-unit exponent (dinero's `exponent`): 2 for cents. */
export const CURRENCY_EXPONENTS: Readonly<Record<CurrencyCode, number>> = {
  USD: 2,
  EUR: 2,
  GBP: 2,
  CAD: 2,
  AUD: 2,
  MXN: 2,
};

/**
 * One formatter per currency and number of decimals, made on first use: building an Intl.NumberFormat costs far more
 * than formatting with one, and a page of trips or a booking's view formats dozens of amounts (the read path's profile,
 * decision 041).
 */
const formatters = new Map<string, Intl.NumberFormat>();
function formatterOf(currency: CurrencyCode, digits: number): Intl.NumberFormat {
  const key = `${currency}:${digits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** '$1,234.50' from 123450 USD minor units — USD with two decimals (other currencies by Intl with their code). */
export function formatMinor(
  minor: number,
  currency: CurrencyCode = DEFAULT_CURRENCY,
  options: { wholeDollars?: boolean } = {},
): string {
  if (!Number.isInteger(minor)) throw new RangeError(`money amount must be integer minor units, got ${minor}`);
  const exponent = CURRENCY_EXPONENTS[currency];
  return formatterOf(currency, options.wholeDollars ? 0 : exponent).format(minor / 10 ** exponent);
}
