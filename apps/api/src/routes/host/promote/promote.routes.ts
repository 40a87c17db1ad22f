// The host's Promote tab (PRM-001, HAP-037, HAP-060, HAP-061): the trip page card, analytics of recorded visits, and
// the Email Campaign rows: list (keyset pages), edit, send now to the opted-in audience, test-send to the host, preview.
// A host reaches only their own trips (co-hosts read); another host's trip answers 404.
import { campaignEditSchema, pageQuerySchema, pageSchema, PROMOTE_EMAIL_MAX_CHARACTERS } from '@caravan/domain';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { type AppEnv, publicUrl, requireGroup } from '../../../http/context.js';
import { envelopeOf, errorEnvelope, errorResponses, router } from '../../../http/openapi.js';
import {
  editCampaign,
  listCampaigns,
  previewCampaign,
  sendCampaignNow,
  sendCampaignTest,
} from '../../../services/host-promote/campaigns.js';
import { readPromote, readPromoteAnalytics } from '../../../services/host-promote/read-promote.js';
import {
  emailPreviewView,
  hostPromoteAnalyticsView,
  hostPromoteCampaignView,
  hostPromoteView,
} from '../../../views/host-promote.view.js';

const tripParams = z.object({ id: z.uuid({ message: 'Not a trip id' }) });
const campaignParams = tripParams.extend({ campaignId: z.uuid({ message: 'Not an email id' }) });
const notYours = {
  description: 'No such trip or email, or not yours',
  content: { 'application/json': { schema: errorEnvelope } },
};
const locked = {
  description: 'The email can no longer be changed or sent (PRM-009), or changed meanwhile',
  content: { 'application/json': { schema: errorEnvelope } },
};
const ok = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema: envelopeOf(schema) } },
});
const json = <T extends z.ZodType>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
const draftCopy = z.string().max(PROMOTE_EMAIL_MAX_CHARACTERS);
const nameField = z.string().trim().max(100);
const previewInput = z
  .object({ hostBlurb: draftCopy.optional(), firstName: nameField.optional(), lastName: nameField.optional() })
  .strict()
  .openapi('HostPromoteEmailPreviewInput');
const BASE = '/api/me/host/trips/{id}/promote';
const CAMPAIGN = `${BASE}/campaigns/{campaignId}`;
const tags = ['me', 'host'];

const readRoute = createRoute({
  method: 'get',
  path: BASE,
  tags,
  summary: 'The Promote tab: the trip page card and whether the analytics show (PRM-003, PRM-004)',
  request: { params: tripParams },
  responses: { 200: ok(hostPromoteView, 'The Promote tab'), ...errorResponses, 404: notYours },
});
const analyticsRoute = createRoute({
  method: 'get',
  path: `${BASE}/analytics`,
  tags,
  summary: 'Trip page visits by channel, and visits and travelers per day (HAP-037)',
  request: { params: tripParams },
  responses: { 200: ok(hostPromoteAnalyticsView, 'The analytics'), ...errorResponses, 404: notYours },
});
const listRoute = createRoute({
  method: 'get',
  path: `${BASE}/campaigns`,
  tags,
  summary: 'The Email Campaign rows in campaign order, by keyset page (PRM-006)',
  request: { params: tripParams, query: pageQuerySchema },
  responses: {
    200: ok(pageSchema(hostPromoteCampaignView), 'A page of emails'),
    ...errorResponses,
    404: notYours,
  },
});
const editRoute = createRoute({
  method: 'put',
  path: CAMPAIGN,
  tags,
  summary: 'Save an email: copy (PRM-010), on or off, send time in the schedule window (PRM-001)',
  request: { params: campaignParams, body: json(campaignEditSchema) },
  responses: { 200: ok(hostPromoteCampaignView, 'The email saved'), ...errorResponses, 404: notYours, 409: locked },
});
const sendRoute = createRoute({
  method: 'post',
  path: `${CAMPAIGN}/send`,
  tags,
  summary: "Send the email now to the host's audience who opted into marketing; it becomes Sent (PRM-001)",
  request: { params: campaignParams },
  responses: {
    200: ok(
      z.object({ campaign: hostPromoteCampaignView, recipients: z.number().int() }).strict().openapi('HostPromoteSent'),
      'The email sent',
    ),
    ...errorResponses,
    404: notYours,
    409: locked,
  },
});
const testRoute = createRoute({
  method: 'post',
  path: `${CAMPAIGN}/test-send`,
  tags,
  summary: "Send the email (the draft copy if given) to the host's own address only (HAP-061)",
  request: {
    params: campaignParams,
    body: json(z.object({ hostBlurb: draftCopy.optional() }).strict().openapi('HostPromoteTestSend')),
  },
  responses: {
    200: ok(z.object({ to: z.string() }).strict().openapi('HostPromoteTestSent'), 'Sent to the host'),
    ...errorResponses,
    404: notYours,
  },
});
const previewGetRoute = createRoute({
  method: 'get',
  path: `${CAMPAIGN}/preview`,
  tags,
  summary: 'The saved email as a recipient sees it, optionally greeting firstName lastName (HAP-060)',
  request: {
    params: campaignParams,
    query: z.object({ firstName: nameField.optional(), lastName: nameField.optional() }),
  },
  responses: { 200: ok(emailPreviewView, 'The preview'), ...errorResponses, 404: notYours },
});
const previewPostRoute = createRoute({
  method: 'post',
  path: `${CAMPAIGN}/preview`,
  tags,
  summary: "The email with the modal's draft copy as a recipient sees it (HAP-060, PRM-007)",
  request: { params: campaignParams, body: json(previewInput) },
  responses: { 200: ok(emailPreviewView, 'The preview'), ...errorResponses, 404: notYours },
});

const host = (c: Context<AppEnv>) => requireGroup(c, 'host').user;
const db = (c: Context<AppEnv>) => c.get('deps').database.db;
/** Links in the e-mail start from the server's public address (PUBLIC_URL), never the request's Host header. */
const originOf = (c: Context<AppEnv>) => publicUrl(c);

export const hostPromoteRoutes = router()
  .openapi(readRoute, async (c) => {
    const data = await readPromote(db(c), host(c), c.req.valid('param').id);
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(analyticsRoute, async (c) => {
    const data = await readPromoteAnalytics(db(c), host(c), c.req.valid('param').id);
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(listRoute, async (c) => {
    const data = await listCampaigns({
      db: db(c),
      user: host(c),
      tripId: c.req.valid('param').id,
      page: c.req.valid('query'),
    });
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(editRoute, async (c) => {
    const { id, campaignId } = c.req.valid('param');
    const data = await editCampaign({
      db: db(c),
      user: host(c),
      tripId: id,
      campaignId,
      edit: c.req.valid('json'),
      now: c.get('deps').now(),
    });
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(sendRoute, async (c) => {
    const { id, campaignId } = c.req.valid('param');
    const deps = c.get('deps');
    const data = await sendCampaignNow({
      db: db(c),
      user: host(c),
      tripId: id,
      campaignId,
      outbox: deps.queue,
      origin: originOf(c),
      now: deps.now(),
    });
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(testRoute, async (c) => {
    const { id, campaignId } = c.req.valid('param');
    const deps = c.get('deps');
    const user = host(c);
    const data = await sendCampaignTest({
      db: db(c),
      user,
      tripId: id,
      campaignId,
      hostEmail: user.email,
      hostBlurb: c.req.valid('json').hostBlurb,
      outbox: deps.queue,
      origin: originOf(c),
      now: deps.now(),
    });
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(previewGetRoute, async (c) => {
    const { id, campaignId } = c.req.valid('param');
    const q = c.req.valid('query');
    const data = await previewCampaign({ db: db(c), user: host(c), tripId: id, campaignId, origin: originOf(c), ...q });
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(previewPostRoute, async (c) => {
    const { id, campaignId } = c.req.valid('param');
    const body = c.req.valid('json');
    const data = await previewCampaign({
      db: db(c),
      user: host(c),
      tripId: id,
      campaignId,
      origin: originOf(c),
      ...body,
    });
    return c.json({ success: true as const, data }, 200);
  });
