// The filter panel's check of a search (MKT-027): the domain's filter schema and its field messages. Loaded when the
// panel first mounts, not with the page: zod is 17 kB gzip the search's first paint does not need (issue 29 point 4).
import { fieldErrorsOfZod, type TripSearchFilters, tripSearchFiltersSchema } from '@caravan/domain';

/** The search the panel's raw values make, or its field errors. */
export function checkTripSearch(raw: Record<string, unknown>): {
  filters?: TripSearchFilters;
  errors: Record<string, string>;
} {
  const parsed = tripSearchFiltersSchema.safeParse(raw);
  return parsed.success ? { filters: parsed.data, errors: {} } : { errors: fieldErrorsOfZod(parsed) };
}
