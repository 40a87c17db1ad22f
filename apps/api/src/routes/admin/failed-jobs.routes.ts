// The admin's failed jobs (issue 27): GET a page of the jobs that used up their retries, POST one to run again.
import { pageQuerySchema, pageSchema } from '@caravan/domain';
import { createRoute, z } from '@hono/zod-openapi';
import { requireGroup } from '../../http/context.js';
import { notFound } from '../../errors/app-error.js';
import { envelopeOf, errorResponses, refusal, router } from '../../http/openapi.js';
import { listFailedJobs, retryFailedJob } from '../../queue/failed-jobs.js';
import { failedJobView } from '../../views/failed-job.view.js';

export const FAILED_JOBS_PATH = '/api/admin/jobs/failed';

const listRoute = createRoute({
  method: 'get',
  path: FAILED_JOBS_PATH,
  tags: ['admin'],
  summary: 'Jobs that failed after every retry (e-mails, time-driven rules), newest failure first (admin only)',
  request: { query: pageQuerySchema },
  responses: {
    200: {
      description: 'A page of failed jobs',
      content: { 'application/json': { schema: envelopeOf(pageSchema(failedJobView)) } },
    },
    ...errorResponses,
  },
});

const retryRoute = createRoute({
  method: 'post',
  path: `${FAILED_JOBS_PATH}/{id}/retry`,
  tags: ['admin'],
  summary: 'Run a failed job once more, now (admin only); an e-mail already delivered is not sent again',
  request: { params: z.object({ id: z.uuid('Not a job id').openapi({ param: { name: 'id', in: 'path' } }) }) },
  responses: {
    200: {
      description: 'The job is queued to run again',
      content: { 'application/json': { schema: envelopeOf(z.object({ id: z.uuid(), queued: z.literal(true) })) } },
    },
    ...errorResponses,
    404: refusal('No failed job with this id (it may have been retried already)'),
  },
});

export const failedJobsRoutes = router()
  .openapi(listRoute, async (c) => {
    requireGroup(c, 'admin');
    const { database } = c.get('deps');
    const page = await listFailedJobs(database.db, c.req.valid('query'));
    return c.json({ success: true as const, data: page }, 200);
  })
  .openapi(retryRoute, async (c) => {
    requireGroup(c, 'admin');
    const { database, queue } = c.get('deps');
    const { id } = c.req.valid('param');
    if (!(await retryFailedJob(database.db, queue, id))) throw notFound('No failed job with this id.');
    return c.json({ success: true as const, data: { id, queued: true as const } }, 200);
  });
