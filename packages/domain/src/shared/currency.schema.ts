// The currency code as a zod schema, for entities and request bodies that carry one.
import { z } from 'zod';
import { CURRENCIES, type CurrencyCode } from './currencies.js';

export const currencyCodeSchema = z.enum(Object.keys(CURRENCIES) as [CurrencyCode, ...CurrencyCode[]]);
