// What every traveler route reads from its request: the signed-in traveler as a viewer, the clock and the database.
import type { Context } from 'hono';
import { type AppEnv, requireGroup } from '../../http/context.js';
import type { Viewer } from '../../services/booking/booking-records.js';

/** The signed-in traveler (any other caller is refused by requireGroup) as the services' viewer. */
export function viewerOf(c: Context<AppEnv>): Viewer {
  const { user } = requireGroup(c, 'traveler');
  return { id: user.id, email: user.email, group: user.group, role: user.role };
}
/**
 * The signed-in traveler or host as the services' viewer: the transfer flow and rides serve the trip's host too
 * (RID-004, GTF-014), whose services answer 404 for a trip that is not theirs.
 */
export function transferViewerOf(c: Context<AppEnv>): Viewer {
  const { user } = requireGroup(c, 'traveler', 'host');
  return { id: user.id, email: user.email, group: user.group, role: user.role };
}
export const nowOf = (c: Context<AppEnv>) => c.get('deps').now();
export const dbOf = (c: Context<AppEnv>) => c.get('deps').database.db;
