// The rooming board's read routes, one family per audience (MKT-048): the board, and the hotel's list as CSV and PDF.
// The host's and the operator's families differ only in their path and in which trips the user reaches.
import { tripIdParamsSchema } from '@caravan/domain';
import { createRoute, z } from '@hono/zod-openapi';
import type { PolicyUser } from '../../../auth/policy.js';
import type { Db } from '../../../db/client.js';
import { pdfResponse, privatePdf, attachmentDisposition } from '../../../http/attachment.js';
import { requireGroup } from '../../../http/context.js';
import { errorResponses, jsonOk, refusal, router } from '../../../http/openapi.js';
import { type RoomingTrip, readRoomingBoard, roomingCsv, roomingPdf } from '../../../services/rooming/index.js';
import { roomingBoardView } from '../../../views/rooming.view.js';

export const notYourTrip = refusal('No such trip (or not yours)');

interface Audience {
  /** The board's path, with {id}. */
  path: string;
  group: 'host' | 'operator';
  who: string;
  tripOf: (db: Db, user: PolicyUser, tripId: string) => Promise<RoomingTrip>;
}

/** The board, the CSV and the PDF routes for one audience. */
export function roomingReadRoutes({ path, group, who, tripOf }: Audience) {
  const tags = ['me', group];
  const request = { params: tripIdParamsSchema };
  const boardRoute = createRoute({
    method: 'get',
    path,
    tags,
    summary: `MKT-048: the rooming board of a trip as ${who} sees it: travelers, rooms, unassigned, conflicts`,
    request,
    responses: { 200: jsonOk(roomingBoardView, 'The board'), ...errorResponses, 404: notYourTrip },
  });
  const csvRoute = createRoute({
    method: 'get',
    path: `${path}/list.csv`,
    tags,
    summary: 'MKT-048: the rooming list for the hotel as CSV (room, room type, traveler, booking, preferences)',
    request,
    responses: {
      200: { description: 'The rooming list', content: { 'text/csv': { schema: z.string() } } },
      ...errorResponses,
      404: notYourTrip,
    },
  });
  const pdfRoute = createRoute({
    method: 'get',
    path: `${path}/list.pdf`,
    tags,
    summary: 'MKT-048: the rooming list for the hotel as a PDF, room by room',
    request,
    responses: { 200: pdfResponse('The rooming list'), ...errorResponses, 404: notYourTrip },
  });
  return router()
    .openapi(boardRoute, async (c) => {
      const { user } = requireGroup(c, group);
      const { db } = c.get('deps').database;
      const trip = await tripOf(db, user, c.req.valid('param').id);
      return c.json({ success: true as const, data: await readRoomingBoard(db, trip, trip.editable) }, 200);
    })
    .openapi(csvRoute, async (c) => {
      const { user } = requireGroup(c, group);
      const { db } = c.get('deps').database;
      const { csv, fileName } = await roomingCsv(db, await tripOf(db, user, c.req.valid('param').id));
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', attachmentDisposition(fileName));
      c.header('Cache-Control', 'private, no-store');
      return c.body(csv, 200);
    })
    .openapi(pdfRoute, async (c) => {
      const { user } = requireGroup(c, group);
      const { database, now } = c.get('deps');
      const trip = await tripOf(database.db, user, c.req.valid('param').id);
      return privatePdf(c, await roomingPdf(database.db, trip, now()));
    });
}
