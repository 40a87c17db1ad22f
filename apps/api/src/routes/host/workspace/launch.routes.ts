// The trip page's launch and publish (WSP-031, WSP-036..039, WSP-063, WSP-064; HAP-045): PUT …/launch schedules,
// DELETE …/launch unschedules, POST …/launch/schedule-later completes the tutorial, POST …/publish-request asks for
// review, POST …/publish takes a reviewed page Live!. The launch and publish machines decide; each answers the
// workspace as it now is.
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { type AppEnv, requireGroup } from '../../../http/context.js';
import { envelopeOf, errorResponses, router } from '../../../http/openapi.js';
import { loadHostWorkspace } from '../../../services/host-workspace/load-workspace.js';
import { publishPage } from '../../../services/host-workspace/publish-page.js';
import { requestPublish } from '../../../services/host-workspace/request-publish.js';
import { changeLaunch, type LaunchRequest } from '../../../services/host-workspace/schedule-launch.js';
import { hostWorkspaceView } from '../../../views/host-workspace.view.js';
import { locked, notYours, tripParams } from './workspace.routes.js';

const scheduleBody = z
  .object({
    date: z.iso.date(),
    // 'HH:mm'; the domain's form rule says whether it is one of the 10-minute steps (WSP-035).
    time: z.string().regex(/^\d{2}:\d{2}$/, 'Launch time is HH:mm'),
    timeZone: z.string().min(1).max(64),
  })
  .strict()
  .openapi('HostLaunchSchedule');

const answer = {
  200: {
    description: 'The workspace after the change',
    content: { 'application/json': { schema: envelopeOf(hostWorkspaceView) } },
  },
  ...errorResponses,
  404: notYours,
  409: {
    ...locked,
    description:
      'The launch or publish machine refused the change (its reason), the agreement document is missing (WSP-023), or a race lost',
  },
};

const def = (method: 'delete' | 'post', path: string, summary: string) =>
  createRoute({ method, path, tags: ['me', 'host'], summary, request: { params: tripParams }, responses: answer });

const scheduleRoute = createRoute({
  method: 'put',
  path: '/api/me/host/trips/{id}/launch',
  tags: ['me', 'host'],
  summary: 'Schedule the trip page launch at a date and time in the host’s zone (WSP-036)',
  request: {
    params: tripParams,
    body: { required: true, content: { 'application/json': { schema: scheduleBody } } },
  },
  responses: answer,
});

async function change(c: Context<AppEnv>, id: string, request: LaunchRequest) {
  const { user } = requireGroup(c, 'host');
  const { database, now } = c.get('deps');
  await changeLaunch(database.db, user, id, request, now());
  return loadHostWorkspace(database.db, user, id, now());
}

export const launchRoutes = router()
  .openapi(scheduleRoute, async (c) => {
    const data = await change(c, c.req.valid('param').id, { type: 'schedule', ...c.req.valid('json') });
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(def('delete', '/api/me/host/trips/{id}/launch', 'Unschedule the launch (WSP-037)'), async (c) => {
    const data = await change(c, c.req.valid('param').id, { type: 'unschedule' });
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(
    def('post', '/api/me/host/trips/{id}/launch/schedule-later', "'Schedule Later': the tutorial is done (WSP-031)"),
    async (c) => {
      const data = await change(c, c.req.valid('param').id, { type: 'schedule-later' });
      return c.json({ success: true as const, data }, 200);
    },
  )
  .openapi(
    def('post', '/api/me/host/trips/{id}/publish-request', "'Request Publish': the page goes to review (WSP-063)"),
    async (c) => {
      const { user } = requireGroup(c, 'host');
      const { database, now } = c.get('deps');
      const { id } = c.req.valid('param');
      await requestPublish(database.db, user, id, now());
      return c.json({ success: true as const, data: await loadHostWorkspace(database.db, user, id, now()) }, 200);
    },
  )
  .openapi(
    def(
      'post',
      '/api/me/host/trips/{id}/publish',
      "'Publish': a reviewed page goes Live!, a host-approved trip live (WSP-064)",
    ),
    async (c) => {
      const { user } = requireGroup(c, 'host');
      const { database, now } = c.get('deps');
      const { id } = c.req.valid('param');
      await publishPage(database.db, user, id, now());
      return c.json({ success: true as const, data: await loadHostWorkspace(database.db, user, id, now()) }, 200);
    },
  );
