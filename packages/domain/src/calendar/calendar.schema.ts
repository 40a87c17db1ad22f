// The calendar link as the API answers it (MKT-050): whether one exists, and the URL only when just made.
import { z } from 'zod';

export const calendarLinkSchema = z.object({
  hasLink: z.boolean(),
  createdAt: z.iso.datetime().nullable(),
  /** The subscription URL: only in the answer that creates it, since only the token's hash is stored. */
  url: z.url().nullable(),
});
export type CalendarLink = z.infer<typeof calendarLinkSchema>;

export const calendarFeedParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{1,64}\.ics$/, 'A calendar link ends in .ics'),
});
