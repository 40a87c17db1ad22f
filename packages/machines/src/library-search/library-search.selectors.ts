// What the library search box needs from a library-search snapshot.
import type { SnapshotFrom } from 'xstate';
import type { librarySearchMachine } from './library-search.machine.js';

type LibrarySearchSnapshot = SnapshotFrom<typeof librarySearchMachine>;

/** The results to list (the last answer, kept while the next one is asked for). */
export const selectLibraryResults = (s: LibrarySearchSnapshot) => s.context.results;
/** Whether 'Show More' is offered (SVC-046). */
export const selectLibraryCanShowMore = (s: LibrarySearchSnapshot): boolean => s.can({ type: 'search.more' });
/** Whether the last search found nothing. */
export const selectLibraryFoundNothing = (s: LibrarySearchSnapshot): boolean =>
  s.matches('shown') && s.context.results.length === 0;
/** Whether the last search failed. */
export const selectLibrarySearchFailed = (s: LibrarySearchSnapshot): boolean => s.matches('failed');
/** The text typed in the search box. */
export const selectLibrarySearchText = (s: LibrarySearchSnapshot) => s.context.text;
