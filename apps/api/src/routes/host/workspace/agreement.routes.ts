// The services agreement (WSP-001, WSP-018, WSP-020, WSP-021): POST …/agreement accepts it for the host's trip; the
// trip machine decides (pricing-approved becomes host-approved) and the answer is the workspace as it now is.
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { type AppEnv, requireGroup } from '../../../http/context.js';
import { envelopeOf, errorResponses, router } from '../../../http/openapi.js';
import { acceptServicesAgreement } from '../../../services/host-workspace/accept-agreement.js';
import { loadHostWorkspace } from '../../../services/host-workspace/load-workspace.js';
import { hostWorkspaceView } from '../../../views/host-workspace.view.js';
import { locked, notYours, tripParams } from './workspace.routes.js';

const acceptRoute = createRoute({
  method: 'post',
  path: '/api/me/host/trips/{id}/agreement',
  tags: ['me', 'host'],
  summary: 'Accept the services agreement: the trip becomes host-approved and the date is recorded (WSP-020)',
  request: { params: tripParams },
  responses: {
    200: {
      description: 'The workspace after the acceptance',
      content: { 'application/json': { schema: envelopeOf(hostWorkspaceView) } },
    },
    ...errorResponses,
    404: notYours,
    409: { ...locked, description: 'The trip machine refused the acceptance (its reason), or a race lost' },
  },
});

/** Accepts the agreement for the host's trip `id` and answers the workspace as it now is. */
export async function acceptAgreementResponse(c: Context<AppEnv>, id: string) {
  const { user } = requireGroup(c, 'host');
  const { database, now } = c.get('deps');
  await acceptServicesAgreement(database.db, user, id, now());
  return c.json({ success: true as const, data: await loadHostWorkspace(database.db, user, id, now()) }, 200);
}

export const agreementRoutes = router().openapi(acceptRoute, (c) =>
  acceptAgreementResponse(c, c.req.valid('param').id),
);
