// The host's rooming board (MKT-048): read it, save it (the domain rule refuses a conflict with its explanation, 400),
// and download the hotel's list; another host's trip answers 404, a co-host reads but does not save (403).
import { roomingBoardInputSchema, tripIdParamsSchema } from '@caravan/domain';
import { createRoute } from '@hono/zod-openapi';
import { requireGroup } from '../../../http/context.js';
import { errorResponses, jsonOk, refusal, router } from '../../../http/openapi.js';
import { hostRoomingTrip, readRoomingBoard, saveRoomingBoard } from '../../../services/rooming/index.js';
import { roomingBoardView } from '../../../views/rooming.view.js';
import { notYourTrip, roomingReadRoutes } from './rooming-read.routes.js';

const PATH = '/api/me/host/trips/{id}/rooming';

const saveRoute = createRoute({
  method: 'put',
  path: PATH,
  tags: ['me', 'host'],
  summary: 'MKT-048: save the rooming board; 400 explains each conflict (capacity, companions apart, private rooms)',
  request: {
    params: tripIdParamsSchema,
    body: {
      required: true,
      content: { 'application/json': { schema: roomingBoardInputSchema } },
    },
  },
  responses: {
    200: jsonOk(roomingBoardView, 'Saved'),
    ...errorResponses,
    400: refusal('Invalid, or a conflict on the board (code ROOMING_CONFLICT), each explained'),
    404: notYourTrip,
  },
});

export const hostRoomingRoutes = router()
  .route('/', roomingReadRoutes({ path: PATH, group: 'host', who: 'the host', tripOf: hostRoomingTrip }))
  .openapi(saveRoute, async (c) => {
    const { user } = requireGroup(c, 'host');
    const { database, now } = c.get('deps');
    const { id } = c.req.valid('param');
    await saveRoomingBoard(database.db, user, id, c.req.valid('json'), now());
    const trip = await hostRoomingTrip(database.db, user, id);
    return c.json({ success: true as const, data: await readRoomingBoard(database.db, trip, trip.editable) }, 200);
  });
