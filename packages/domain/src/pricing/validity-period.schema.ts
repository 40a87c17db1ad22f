// Validity periods of non-inventory itinerary packages: date ranges with traveler-count price tiers.
import { z } from 'zod';
import { calendarDateSchema } from '../shared/dates.js';
import { canonicalEnum } from '../shared/enum.js';
import { ITINERARY_PRICING_MESSAGES } from './pricing.constants.js';

/** Days of the week a price tier applies to, Sunday first. */
export const VALIDITY_PERIOD_WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
const validityPeriodWeekdaySchema = canonicalEnum(VALIDITY_PERIOD_WEEKDAYS, {
  sun: 'sunday',
  mon: 'monday',
  tue: 'tuesday',
  tues: 'tuesday',
  wed: 'wednesday',
  thu: 'thursday',
  thur: 'thursday',
  thurs: 'thursday',
  fri: 'friday',
  sat: 'saturday',
});
export type ValidityPeriodWeekday = z.infer<typeof validityPeriodWeekdaySchema>;

/** A traveler-count price tier of a validity period; price in integer minor units of the itinerary currency. */
export const validityPeriodPriceTierSchema = z.object({
  id: z.string().optional(),
  numberOfTravelers: z.number().int({ error: ITINERARY_PRICING_MESSAGES.wholeNumberTravelers }).min(0),
  daysOfTheWeek: z.array(validityPeriodWeekdaySchema).default([...VALIDITY_PERIOD_WEEKDAYS]),
  price: z.number().int().min(0),
});
export type ValidityPeriodPriceTier = z.infer<typeof validityPeriodPriceTierSchema>;

/** A validity period (operator-and-inventory §3 Validity period). */
export const validityPeriodSchema = z
  .object({
    id: z.string().optional(),
    startDate: calendarDateSchema,
    endDate: calendarDateSchema,
    blackoutStartDate: z.object({ isBlackout: z.boolean().default(false) }).optional(),
    instantApprovalAllowed: z.boolean().default(false),
    additionalCosts: z.object({ singleSupplement: z.object({ price: z.number().int().min(0).default(0) }) }).optional(),
    costThresholds: z.array(validityPeriodPriceTierSchema).default([]),
  })
  .refine((p) => p.endDate >= p.startDate, {
    message: 'The end date must be on or after the start date',
    path: ['endDate'],
  });
export type ValidityPeriod = z.infer<typeof validityPeriodSchema>;
