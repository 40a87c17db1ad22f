// POST /api/test/clock: moves the server's test clock, runs the scheduler and sends its e-mails (browser tests). Registered only when the
// server was started with CARAVAN_TEST_CLOCK (never in production); a normal start answers 404 for it.
import { createRoute, z } from '@hono/zod-openapi';
import { SCHEDULED_RULES } from '@caravan/domain';
import { AppError } from '../errors/app-error.js';
import { envelopeOf, router } from '../http/openapi.js';
import { PUBLIC_ROUTE } from '../http/openapi-document.js';

const moveBody = z
  .object({
    /** Milliseconds to move forward. */
    advanceBy: z.number().int().min(0).optional(),
    /** An instant to set the clock to (ISO 8601). */
    setTo: z.iso.datetime({ offset: true }).optional(),
  })
  .strict()
  .refine((b) => (b.advanceBy === undefined) !== (b.setTo === undefined), {
    message: 'Give either advanceBy or setTo',
    path: ['advanceBy'],
  });

const runView = z.object({
  now: z.string(),
  applied: z.partialRecord(z.enum(SCHEDULED_RULES), z.number().int()),
  alreadyApplied: z.number().int(),
  refused: z.number().int(),
  failed: z.number().int(),
});

const route = createRoute({
  ...PUBLIC_ROUTE,
  method: 'post',
  path: '/api/test/clock',
  tags: ['platform'],
  summary: 'Test mode only: move the server clock, then run the time-driven rules due at the new time',
  request: { body: { content: { 'application/json': { schema: moveBody } }, required: true } },
  responses: {
    200: {
      description: 'The clock moved and the scheduler ran',
      content: { 'application/json': { schema: envelopeOf(runView) } },
    },
  },
});

export const testClockRoutes = router().openapi(route, async (c) => {
  const { testClock, scheduler, queue } = c.get('deps');
  if (!testClock || !scheduler) throw new AppError(404, 'NOT_FOUND', `No route for POST ${c.req.path}`);
  const body = c.req.valid('json');
  if (body.setTo !== undefined) testClock.set(new Date(body.setTo));
  else testClock.advance(body.advanceBy ?? 0);
  const run = await scheduler.runDue(testClock.now());
  // The run's e-mails are sent before the answer, so a browser test reads them in the outbox at once.
  await queue.drain();
  return c.json({ success: true as const, data: run }, 200);
});
