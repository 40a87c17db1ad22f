// Money: dinero.js values in integer minor units with their currency; USD display with two decimals.
import {
  add,
  type Dinero,
  type DineroCurrency,
  dinero,
  isNegative,
  lessThan,
  multiply,
  subtract,
  toDecimal,
  toSnapshot,
} from 'dinero.js';
import { CURRENCIES, type CurrencyCode, DEFAULT_CURRENCY } from './currencies.js';

export type Money = Dinero<number>;
export type { DineroCurrency };

// The currencies and their schema live apart so that a consumer of the money rules alone
// (`@caravan/domain/money`) does not bundle zod; they are re-exported here for the domain's own files.
export { CURRENCIES, type CurrencyCode, DEFAULT_CURRENCY } from './currencies.js';
export { currencyCodeSchema } from './currency.schema.js';

/** Money from integer minor units (cents for USD). */
export function money(minor: number, currency: CurrencyCode = DEFAULT_CURRENCY): Money {
  if (!Number.isInteger(minor)) throw new RangeError(`money amount must be integer minor units, got ${minor}`);
  return dinero({ amount: minor, currency: CURRENCIES[currency] });
}

/** Money from a major-unit number (dollars), rounded to the nearest minor unit. */
export function fromMajor(major: number, currency: CurrencyCode = DEFAULT_CURRENCY): Money {
  const exp = CURRENCIES[currency].exponent;
  return money(Math.round(major * 10 ** exp), currency);
}

/** Integer minor units of an amount. */
export function minorUnits(m: Money): number {
  const { amount, scale, currency } = toSnapshot(m);
  const diff = scale - currency.exponent;
  return diff === 0 ? amount : Math.round(amount / 10 ** diff);
}

/** The amount in major units as a number (for arithmetic at the edges only). */
export function toMajor(m: Money): number {
  return Number(toDecimal(m));
}

function currencyOf(m: Money): CurrencyCode {
  return toSnapshot(m).currency.code as CurrencyCode;
}

export const zero = (currency: CurrencyCode = DEFAULT_CURRENCY): Money => money(0, currency);
export const sum = (items: readonly Money[], currency: CurrencyCode = DEFAULT_CURRENCY): Money =>
  items.reduce((acc, m) => add(acc, m), zero(currency));
/** max(a - b, 0): a total never shown below zero. */
export const clampAtZero = (m: Money): Money => (isNegative(m) ? zero(currencyOf(m)) : m);

/** '$1,234.50' — USD display with two decimals (other currencies by Intl with their code). */
export function formatMoney(m: Money, options: { wholeDollars?: boolean } = {}): string {
  const code = currencyOf(m);
  const digits = options.wholeDollars ? 0 : CURRENCIES[code].exponent;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: code,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(toMajor(m));
}

/** Display helper for raw minor units. */
export const formatMinor = (
  minor: number,
  currency: CurrencyCode = DEFAULT_CURRENCY,
  options: { wholeDollars?: boolean } = {},
) => formatMoney(money(minor, currency), options);

export { add, subtract, multiply, isNegative, lessThan };
