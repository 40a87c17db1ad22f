// Library search guards: one-line adapters over the services rules of @caravan/domain.
import { librarySearchMayShowMore } from '@caravan/domain';
import type { LibrarySearchContext, LibrarySearchEvent } from './library-search.types.js';

type Args = { context: LibrarySearchContext; event: LibrarySearchEvent };

/** The search box holds only blanks: nothing to search. */
export const isBlankText = ({ event }: Args): boolean => event.type === 'search.type' && event.text.trim() === '';
/** The last answer filled every slot it asked for, so 'Show More' may find more (SVC-046). */
export const mayShowMore = ({ context }: Args): boolean =>
  librarySearchMayShowMore(context.results.length, context.showMoreClicks);
