// Money: dinero.js values in integer minor units with their currency; USD display with two decimals.
import {
  add,
  allocate,
  type Dinero,
  type DineroCurrency,
  dinero,
  down,
  halfUp,
  isNegative,
  lessThan,
  multiply,
  subtract,
  toDecimal,
  toSnapshot,
  transformScale,
  up,
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

/**
 * Integer minor units of an amount typed in major units ('1,250.5' → 125050 in USD), exactly, without a float
 * product; undefined when the text is not an amount with at most the currency's decimals. `$`, `,` and spaces are
 * ignored.
 */
export function parseMinorAmount(text: string, currency: CurrencyCode = DEFAULT_CURRENCY): number | undefined {
  const exponent = CURRENCIES[currency].exponent;
  const clean = text.replace(/[$,\s]/g, '');
  const decimals = exponent > 0 ? `(\\.\\d{1,${exponent}})?` : '';
  if (!new RegExp(`^\\d+${decimals}$`).test(clean)) return undefined;
  const [whole = '0', fraction = ''] = clean.split('.');
  return Number(whole) * 10 ** exponent + Number(fraction.padEnd(exponent, '0') || '0');
}

/** An amount in whole major units, rounded half up (whole-dollar prices and stipends as hosts type them). */
export const wholeMajorOf = (minor: number, currency: CurrencyCode = DEFAULT_CURRENCY): number =>
  toSnapshot(transformScale(money(minor, currency), 0, halfUp)).amount;

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

/** Display helper for raw minor units (money-format.ts: no dinero, for the public pages' first script). */
export { formatMinor } from './money-format.js';

/** How a part of an amount comes back to whole minor units: half up (a fee), down (a discount), up (a cost shared). */
type MinorRounding = 'halfUp' | 'down' | 'up';
const ROUNDINGS = { halfUp, down, up } as const;

/** A decimal number as dinero's scaled integer: 0.06 → { amount: 6, scale: 2 }, read from its shortest decimal text. */
function scaledOf(value: number): { amount: number; scale: number } {
  const [digits = '0', exponent = '0'] = value.toString().toLowerCase().split('e');
  const fraction = digits.split('.')[1] ?? '';
  const scale = Math.max(0, fraction.length - Number(exponent));
  // value × 10^scale is a whole number up to float noise (0.06 × 100 = 6.000000000000001): rounding removes the noise.
  return { amount: Math.round(value * 10 ** scale), scale };
}

/** `minor` times a scaled factor, exactly (dinero's multiply), rounded back to the minor unit as `rounding` says. */
function scaledPart(
  minor: number,
  factor: { amount: number; scale: number },
  rounding: MinorRounding,
  currency: CurrencyCode,
): number {
  const product = multiply(money(minor, currency), factor);
  return minorUnits(transformScale(product, CURRENCIES[currency].exponent, ROUNDINGS[rounding]));
}

/** `rate` (a decimal fraction: 0.06 for 6%) of `minor` integer minor units, with no float product. */
export const rateOfMinor = (
  minor: number,
  rate: number,
  rounding: MinorRounding = 'halfUp',
  currency: CurrencyCode = DEFAULT_CURRENCY,
): number => scaledPart(minor, scaledOf(rate), rounding, currency);

/** `percent` per cent of `minor` (2.9 for 2.9%): a percentage is a rate two decimal places further. */
export function percentOfMinor(
  minor: number,
  percent: number,
  rounding: MinorRounding = 'halfUp',
  currency: CurrencyCode = DEFAULT_CURRENCY,
): number {
  const { amount, scale } = scaledOf(percent);
  return scaledPart(minor, { amount, scale: scale + 2 }, rounding, currency);
}

/**
 * One payer's share of `minor` split among `payers` who each pay the same figure (a cost the paying travelers share):
 * dinero's `allocate` splits the amount into parts that sum to it exactly, and each payer pays the largest part, so
 * the shares together never fall short of the cost (they exceed it by less than one minor unit per payer).
 */
export function evenShareOfMinor(minor: number, payers: number, currency: CurrencyCode = DEFAULT_CURRENCY): number {
  if (!Number.isInteger(payers) || payers < 1) throw new RangeError(`payers must be a whole number ≥ 1, not ${payers}`);
  const parts = allocate(
    money(minor, currency),
    Array.from({ length: payers }, () => 1),
  );
  return Math.max(...parts.map(minorUnits));
}

export { add, subtract, multiply, isNegative, lessThan };
