// Host home entities: the trip view model and the important date (host-and-platform §3).
import { z } from 'zod';
import { calendarDateSchema } from '../shared/dates.js';
import { tripStatusSchema } from '../shared/statuses.js';
import { HOME_BADGE_COLORS, HOME_STAGES, HOME_TRIP_GROUPS, IMPORTANT_DATE_KEYS } from './home.constants.js';

/** One step of the home stepper. */
const homeStepperStepSchema = z.object({
  stage: z.enum(HOME_STAGES),
  state: z.enum(['past', 'current', 'future']),
});
export type HomeStepperStep = z.infer<typeof homeStepperStepSchema>;

/** The home trip view model (HOM-012). */
export const homeTripViewSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  image: z.string().optional(),
  dates: z.object({ start: calendarDateSchema, end: calendarDateSchema }),
  stringDates: z.object({
    startEnd: z.string(),
    tripFormDue: z.string().optional(),
    hostAgreementDue: z.string().optional(),
    first2BookingDue: z.string().optional(),
    tripClose: z.string().optional(),
  }),
  isCustomizable: z.boolean().default(false),
  isSoldOut: z.boolean().default(false),
  remainingSpots: z.number().int().min(0),
  status: z.object({
    text: z.enum(Object.keys(HOME_BADGE_COLORS) as [keyof typeof HOME_BADGE_COLORS]),
    colorScheme: z.enum(
      Object.values(HOME_BADGE_COLORS) as [(typeof HOME_BADGE_COLORS)[keyof typeof HOME_BADGE_COLORS]],
    ),
    tripStatus: tripStatusSchema,
  }),
  steps: z.array(homeStepperStepSchema).default([]),
  group: z.enum(HOME_TRIP_GROUPS),
  link: z.string(),
});
export type HomeTripView = z.infer<typeof homeTripViewSchema>;

/** An important date on the home panel (HOM-013). */
export const importantDateSchema = z.object({
  date: calendarDateSchema,
  key: z.enum(IMPORTANT_DATE_KEYS),
  isSimpleDate: z.boolean().default(true),
  tripName: z.string(),
  tripId: z.string().min(1),
});
export type ImportantDate = z.infer<typeof importantDateSchema>;
