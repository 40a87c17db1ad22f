// GET /api/me/ground-transfers?ids=a,b: the viewer's own transfers among the ids (others' are left out, never leaked).
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { groundTransfers } from '../../db/schema/index.js';
import { toGroundTransferView } from '../../views/transfer-booking.view.js';
import { type Viewer, isUuid } from '../booking/booking-records.js';

/** DECIDE: at most 20 ids per request: a booking has two legs per traveler. */
export const TRANSFER_LIST_MAX_IDS = 20;

export async function listGroundTransfers(db: Db, viewer: Viewer, ids: string) {
  const wanted = [...new Set(ids.split(',').map((s) => s.trim()))].filter(isUuid).slice(0, TRANSFER_LIST_MAX_IDS);
  if (wanted.length === 0) return { transfers: [] };
  const rows = await db
    .select()
    .from(groundTransfers)
    .where(and(inArray(groundTransfers.id, wanted), eq(groundTransfers.userId, viewer.id)));
  return { transfers: rows.map(toGroundTransferView) };
}
