// The payment schedule as the API answers it (MKT-049), minor units of the booking's currency.
import { z } from 'zod';
import { calendarDateSchema } from '../shared/dates.js';

const paymentInstalmentSchema = z.object({
  dueOn: calendarDateSchema,
  amount: z.number().int().min(0),
  /** Automatic payment will take it on its due date (MKT-017). */
  automatic: z.boolean(),
});

/** paid − credit + the instalments' sum = total. */
export const paymentScheduleSchema = z.object({
  total: z.number().int(),
  paid: z.number().int(),
  credit: z.number().int().min(0),
  instalments: z.array(paymentInstalmentSchema),
});
