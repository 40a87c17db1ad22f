// /api/me/operator/account (OAP-030): the signed-in operator's profile and addresses. The update carries the current
// profile with its fields and its address array, re-checked by the domain's operatorAccountUpdateSchema (400 with
// the fields, nothing written). No id in the path: an operator only ever reaches their own.
import { operatorAccountUpdateSchema } from '@caravan/domain';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { type AppEnv, requireGroup } from '../../../http/context.js';
import { errorResponses, jsonOk, router } from '../../../http/openapi.js';
import { readOperatorAccount, saveOperatorAccount } from '../../../services/operator-account/account.js';
import { operatorAccountView, toOperatorAccountView } from '../../../views/operator-account.view.js';

const userIdOf = (c: Context<AppEnv>) => requireGroup(c, 'operator').user.id;

const readRoute = createRoute({
  method: 'get',
  path: '/api/me/operator/account',
  tags: ['operator'],
  summary: "OAP-030: the operator's profile and addresses",
  responses: { 200: jsonOk(operatorAccountView, 'The account'), ...errorResponses },
});
const saveRoute = createRoute({
  method: 'put',
  path: '/api/me/operator/account',
  tags: ['operator'],
  summary: 'OAP-030: saves the current profile with its profile fields and address array',
  request: {
    body: {
      required: true,
      content: { 'application/json': { schema: operatorAccountUpdateSchema } },
    },
  },
  responses: { 200: jsonOk(operatorAccountView, 'Saved'), ...errorResponses },
});

export const operatorAccountRoutes = router()
  .openapi(readRoute, async (c) => {
    const row = await readOperatorAccount(c.get('deps').database.db, userIdOf(c));
    return c.json({ success: true as const, data: toOperatorAccountView(row) }, 200);
  })
  .openapi(saveRoute, async (c) => {
    const row = await saveOperatorAccount(c.get('deps').database.db, userIdOf(c), c.req.valid('json'));
    return c.json({ success: true as const, data: toOperatorAccountView(row) }, 200);
  });
