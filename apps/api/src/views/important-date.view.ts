// An important date of a trip as the host dashboard lists it (HOM-006, HOM-013, HAP-023).
import { IMPORTANT_DATE_KEYS } from '@caravan/domain';
import { z } from '@hono/zod-openapi';

export const importantDateView = z
  .object({
    id: z.uuid(),
    tripId: z.uuid(),
    tripName: z.string(),
    key: z.enum(IMPORTANT_DATE_KEYS),
    date: z.iso.date(),
    isSimpleDate: z.boolean(),
  })
  .strict()
  .openapi('ImportantDate');

export type ImportantDateView = z.infer<typeof importantDateView>;
