// Library search guards.
import type { LibrarySearchContext, LibrarySearchEvent } from './library-search.types.js';

type Args = { context: LibrarySearchContext; event: LibrarySearchEvent };

/** The search box holds only blanks: nothing to search. */
// Stryker disable next-line ConditionalExpression: the machine sends this guard only its own event type; the check narrows the event's type
export const isBlankText = ({ event }: Args): boolean => event.type === 'search.type' && event.text.trim() === '';
/** The last page said where the next one starts, so more services match and 'Show More' reads them (SVC-046). */
export const mayShowMore = ({ context }: Args): boolean => context.nextCursor !== null;
