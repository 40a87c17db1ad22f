// Library service search (operator §7 Files and services): context, events and input of the search in a new service's form.
import type { ItineraryServiceType } from '@caravan/domain';

/** A service saved to the operator's library, as the search answers it. */
export interface LibraryServiceHit {
  id: string;
  name: string;
  description: string;
  /** The service's form values, copied into the form by 'Use'. */
  values: Record<string, unknown>;
}

/**
 * What one search asks for: the type of the form, the text, how many results (SVC-046: 3 a time) and where the last
 * page ended (null for the first page of a text).
 */
export interface LibrarySearchRequest {
  type: ItineraryServiceType;
  text: string;
  count: number;
  cursor: string | null;
}

/** One page of the answer: the services found and the cursor of the next page (null when the library has no more). */
export interface LibrarySearchPage {
  items: LibraryServiceHit[];
  nextCursor: string | null;
}

export interface LibrarySearchInput {
  type: ItineraryServiceType;
}

export interface LibrarySearchContext {
  type: ItineraryServiceType;
  /** What is in the search box. */
  text: string;
  /** The text last searched (trimmed); '' before the first search. */
  query: string;
  /** Every page of the text read so far; kept while a new text is searched so the list does not flicker. */
  results: LibraryServiceHit[];
  /** Where the last page read ended; null when the library has no more matches (or nothing was searched). */
  nextCursor: string | null;
}

export type LibrarySearchEvent = { type: 'search.type'; text: string } | { type: 'search.more' };
