// Quotes of one transfer leg.
export { quotesMachine } from './quotes.machine.js';
export * from './quotes.selectors.js';
export { quotesModel } from './quotes.model.js';
export type * from './quotes.types.js';
