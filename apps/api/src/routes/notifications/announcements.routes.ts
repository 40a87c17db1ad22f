// Trip announcements (MKT-051): the trip's host posts at /api/me/trips/{id}/announcements (the host's trip paths), an
// admin at /api/admin/trips/{id}/announcements; each lists the trip's past announcements. Another's trip is 404.
import { announcementInputSchema, announcementSchema } from '@caravan/domain';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { type AppEnv, requireGroup } from '../../http/context.js';
import { errorResponses, jsonOk, refusal, router } from '../../http/openapi.js';
import {
  type AnnouncementAuthor,
  listAnnouncements,
  postAnnouncement,
} from '../../services/notifications/announcements.js';

const params = z.object({ id: z.uuid({ message: 'Not a trip id' }) });
const AREAS = { host: '/api/me/trips/{id}/announcements', admin: '/api/admin/trips/{id}/announcements' } as const;
type Area = keyof typeof AREAS;

const postRouteOf = (area: Area) =>
  createRoute({
    method: 'post',
    path: AREAS[area],
    tags: [area === 'host' ? 'host' : 'admin'],
    summary: "Posts an announcement to the trip's travelers: in their notification centre and by e-mail (MKT-051)",
    request: {
      params,
      body: { required: true, content: { 'application/json': { schema: announcementInputSchema } } },
    },
    responses: {
      201: jsonOk(announcementSchema, 'The announcement, with how many travelers it went to'),
      ...errorResponses,
      404: refusal('No such trip, or not yours'),
    },
  });

const listRouteOf = (area: Area) =>
  createRoute({
    method: 'get',
    path: AREAS[area],
    tags: [area === 'host' ? 'host' : 'admin'],
    summary: "The trip's announcements, newest first (MKT-051)",
    request: { params },
    responses: {
      200: jsonOk(z.object({ items: z.array(announcementSchema) }), 'The announcements'),
      ...errorResponses,
      404: refusal('No such trip, or not yours'),
    },
  });

const authorOf = (c: Context<AppEnv>, area: Area): AnnouncementAuthor => ({
  as: area,
  user: requireGroup(c, area).user,
});

/** The post and list routes of one area. */
function areaRoutes(area: Area) {
  return router()
    .openapi(postRouteOf(area), async (c) => {
      const author = authorOf(c, area);
      const { database, queue, now } = c.get('deps');
      const data = await postAnnouncement(database.db, queue, {
        author,
        tripId: c.req.valid('param').id,
        announcement: c.req.valid('json'),
        now: now(),
      });
      return c.json({ success: true as const, data }, 201);
    })
    .openapi(listRouteOf(area), async (c) => {
      const author = authorOf(c, area);
      const items = await listAnnouncements(c.get('deps').database.db, { author, tripId: c.req.valid('param').id });
      return c.json({ success: true as const, data: { items } }, 200);
    });
}

export const announcementRoutes = router().route('/', areaRoutes('host')).route('/', areaRoutes('admin'));
