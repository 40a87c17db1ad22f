// The currencies the platform prices in, as dinero.js currency objects. No zod: see money.ts.
import { AUD, CAD, EUR, GBP, MXN, USD } from 'dinero.js';

/** Currencies the platform prices in; itineraries carry one of these codes. */
export const CURRENCIES = { USD, EUR, GBP, CAD, AUD, MXN } as const;
export type CurrencyCode = keyof typeof CURRENCIES;
export const DEFAULT_CURRENCY: CurrencyCode = 'USD';
