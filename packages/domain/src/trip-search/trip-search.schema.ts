// The trip search's filters (MKT-027) and a trip card (MKT-026) as zod schemas: the API validates its query with the
// same shape the portal reads its URL with, so an unknown value is refused in both places by one rule.
import { z } from 'zod';
import { calendarDateSchema } from '../shared/dates.js';
import { currencyCodeSchema } from '../shared/money.js';
import { EXPLORE_CATEGORIES } from '../traveler/traveler-app.constants.js';
import {
  TRIP_SEARCH_DESTINATION_MAX,
  type TRIP_SEARCH_FILTER_KEYS,
  TRIP_SEARCH_LENGTH_MAX,
  TRIP_SEARCH_PRICE_MAX,
  TRIP_SEARCH_SORTS,
} from './trip-search.constants.js';

const wholeNumber = (max: number, what: string) =>
  z.coerce
    .number({ error: `${what} must be a whole number` })
    .int(`${what} must be a whole number`)
    .min(0, `${what} cannot be negative`)
    .max(max, `${what} is at most ${max.toLocaleString('en-US')}`);

/** YYYY-MM, a real month. */
const tripSearchMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A month as YYYY-MM');

/**
 * The filters' fields; every one optional, the empty search is every live trip. Exactly the URL's names
 * (TRIP_SEARCH_FILTER_KEYS): a field missing from either fails to compile, and a test checks their order.
 */
export const tripSearchFilterShape = {
  destination: z
    .string()
    .trim()
    .max(TRIP_SEARCH_DESTINATION_MAX, `At most ${TRIP_SEARCH_DESTINATION_MAX} characters`)
    .optional()
    .describe('Part of the destination or country, any case'),
  month: tripSearchMonthSchema.optional().describe('Trips departing in this month (YYYY-MM)'),
  from: calendarDateSchema.optional().describe('Trips departing on or after this date (YYYY-MM-DD)'),
  to: calendarDateSchema.optional().describe('Trips departing on or before this date (YYYY-MM-DD)'),
  priceMin: wholeNumber(TRIP_SEARCH_PRICE_MAX, 'The lowest price')
    .optional()
    .describe("Lowest price per traveler, whole units of the trip's own currency"),
  priceMax: wholeNumber(TRIP_SEARCH_PRICE_MAX, 'The highest price')
    .optional()
    .describe("Highest price per traveler, whole units of the trip's own currency"),
  lengthMin: wholeNumber(TRIP_SEARCH_LENGTH_MAX, 'The shortest length').optional().describe('Fewest days'),
  lengthMax: wholeNumber(TRIP_SEARCH_LENGTH_MAX, 'The longest length').optional().describe('Most days'),
  spots: z
    .enum(['available'], { error: "Spots is 'available' or left out" })
    .optional()
    .describe('Only trips with spots left (no waitlist-only trips)'),
  sort: z
    .enum(TRIP_SEARCH_SORTS, { error: `Sort is one of ${TRIP_SEARCH_SORTS.join(', ')}` })
    .optional()
    .describe('departure (default), price-asc or price-desc'),
  category: z.enum(EXPLORE_CATEGORIES).optional().describe("Trips filed under one of Explore's categories (TRV-064)"),
} as const satisfies Record<(typeof TRIP_SEARCH_FILTER_KEYS)[number], z.ZodType>;

interface RangeFields {
  month?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  lengthMin?: number | undefined;
  lengthMax?: number | undefined;
}

/** The checks across fields: a range's low end is not above its high end, and a month is not mixed with dates. */
export function checkTripSearchRanges(filters: RangeFields, ctx: z.RefinementCtx): void {
  // Stryker disable next-line StringLiteral: the issue's code is zod's kind for a refinement; the path and message are what a reader sees
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (filters.month && (filters.from || filters.to)) issue('month', 'Pick a month or a date range, not both');
  // Stryker disable next-line ConditionalExpression,LogicalOperator: a missing end compares false (undefined > x), so the presence checks only narrow the types
  if (filters.from && filters.to && filters.from > filters.to) issue('to', 'The end date is before the start date');
  // Stryker disable next-line ConditionalExpression,LogicalOperator: a missing end compares false (undefined > x), so the presence checks only narrow the types
  if (filters.priceMin !== undefined && filters.priceMax !== undefined && filters.priceMin > filters.priceMax)
    issue('priceMax', 'The highest price is below the lowest');
  // Stryker disable next-line ConditionalExpression,LogicalOperator: a missing end compares false (undefined > x), so the presence checks only narrow the types
  if (filters.lengthMin !== undefined && filters.lengthMax !== undefined && filters.lengthMin > filters.lengthMax)
    issue('lengthMax', 'The longest length is below the shortest');
}

/** MKT-027: a search's filters, checked. */
export const tripSearchFiltersSchema = z.object(tripSearchFilterShape).superRefine(checkTripSearchRanges);
export type TripSearchFilters = z.infer<typeof tripSearchFiltersSchema>;

/** Where a card's trip stands for a visitor: spots to book, the waitlist, booking not open yet, or closed. */
const tripCardAvailabilitySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('open'), spotsRemaining: z.number().int().min(1) }).strict(),
  z.object({ kind: z.literal('waitlist') }).strict(),
  z.object({ kind: z.literal('upcoming'), opensOn: calendarDateSchema }).strict(),
  z.object({ kind: z.literal('closed') }).strict(),
]);
export type TripCardAvailability = z.infer<typeof tripCardAvailabilitySchema>;

/** MKT-026: a trip as a card: photo, name, host, destination, dates, price from, spots left or the waitlist. */
export const tripCardSchema = z
  .object({
    id: z.uuid(),
    /** The public trip page, /trips/<slug>. */
    path: z.string(),
    name: z.string(),
    summary: z.string(),
    hostName: z.string(),
    /** The host's public profile (/hosts/<pagePath>), when the host has one. */
    hostPath: z.string().nullable(),
    destination: z.string(),
    country: z.string(),
    startDate: calendarDateSchema,
    endDate: calendarDateSchema.nullable(),
    lengthDays: z.number().int().min(1),
    heroImageUrl: z.string().nullable(),
    currency: currencyCodeSchema,
    /** The lowest price per traveler, minor units of `currency`. */
    priceFrom: z.number().int().min(0),
    availability: tripCardAvailabilitySchema,
  })
  .strict();
export type TripCard = z.infer<typeof tripCardSchema>;
