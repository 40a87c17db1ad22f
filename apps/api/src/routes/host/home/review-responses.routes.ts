// GET api/me/host/{id}/review-responses (HAP-025): the host's survey responses, newest first, by host id as the other
// host home calls are (a co-host reads their primary host's; another host's id answers 404).
import { pageQuerySchema, pageSchema } from '@caravan/domain';
import { createRoute, z } from '@hono/zod-openapi';
import { requireGroup } from '../../../http/context.js';
import { errorResponses, jsonOk, refusal, router } from '../../../http/openapi.js';
import { hostReviewResponses } from '../../../services/audience/review-responses.js';
import { surveyResponseView, toSurveyResponseView } from '../../../views/audience.view.js';
import { readableHostId } from '../../../services/host-home/readable-host-id.js';

const route = createRoute({
  method: 'get',
  path: '/api/me/host/{id}/review-responses',
  tags: ['me', 'host'],
  summary: "HAP-025: the host's review responses, the answers to their audience survey, newest first a page at a time",
  request: { params: z.object({ id: z.uuid({ message: 'Not a host id' }) }), query: pageQuerySchema },
  responses: {
    200: jsonOk(pageSchema(surveyResponseView), 'A page of responses'),
    ...errorResponses,
    404: refusal("Not this caller's host"),
  },
});

export const hostReviewResponseRoutes = router().openapi(route, async (c) => {
  const { user } = requireGroup(c, 'host');
  const db = c.get('deps').database.db;
  const hostId = await readableHostId(db, user, c.req.valid('param').id);
  const page = await hostReviewResponses(db, hostId, c.req.valid('query'));
  const data = {
    items: page.items.map(({ createdAtKey: _k, ...row }) => toSurveyResponseView(row)),
    nextCursor: page.nextCursor,
  };
  return c.json({ success: true as const, data }, 200);
});
