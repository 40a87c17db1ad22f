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

/** What one search asks for: the type of the form, the text and how many results (SVC-046). */
export interface LibrarySearchRequest {
  type: ItineraryServiceType;
  text: string;
  count: number;
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
  /** 'Show More' presses since the text was last searched. */
  showMoreClicks: number;
  /** The last answer; kept while the next search runs so the list does not flicker. */
  results: LibraryServiceHit[];
}

export type LibrarySearchEvent = { type: 'search.type'; text: string } | { type: 'search.more' };
