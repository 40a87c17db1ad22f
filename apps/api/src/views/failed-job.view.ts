// What the admin sees of a failed job: what it was for, why it failed and when; never its payload or a stack.
import { z } from '@hono/zod-openapi';

export const failedJobView = z
  .object({
    id: z.uuid(),
    /** The queue's own name (mail, scheduler-tick). */
    queue: z.string(),
    /** The queue in the admin's words (E-mail, Time-driven rules). */
    kind: z.string(),
    /** What the job was for: an e-mail's subject and recipient, or the queue's label. */
    subject: z.string(),
    /** The last attempt's error message, shortened. */
    lastError: z.string(),
    /** How many times it was tried. */
    attempts: z.number().int().min(1),
    createdAt: z.iso.datetime(),
    failedAt: z.iso.datetime(),
  })
  .openapi('FailedJob');
export type FailedJobView = z.infer<typeof failedJobView>;
