// Raises a host's stored level to the level their progress earns (LVL-015..LVL-017): qualified survey responses and
// completed trips, counted by the domain's rules. It never lowers a level: an admin may have set a higher one.
import { hostLevelFromProgress, isQualifiedSurveyResponse } from '@caravan/domain';
import { and, count, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { hosts, surveyResponses, trips } from '../../db/schema/index.js';
import type { Tx } from '../../db/client.js';

/** Recounts the host's progress and raises hosts.level when it earns more; answers the level earned. */
export async function raiseHostLevel(db: Db | Tx, hostId: string): Promise<number> {
  // Only survey answers count: an email capture carries no age or budget (the audience data counts the same rows).
  const responses = await db
    .select({ age: surveyResponses.age, travelBudget: surveyResponses.travelBudget })
    .from(surveyResponses)
    .where(and(eq(surveyResponses.hostId, hostId), eq(surveyResponses.source, 'survey')));
  const [done] = await db
    .select({ n: count() })
    .from(trips)
    .where(and(eq(trips.hostId, hostId), eq(trips.status, 'complete')));
  const earned = hostLevelFromProgress({
    qualifiedResponses: responses.filter(isQualifiedSurveyResponse).length,
    completedTrips: done?.n ?? 0,
  });
  if (earned > 0)
    await db
      .update(hosts)
      .set({ level: earned })
      .where(and(eq(hosts.userId, hostId), lt(hosts.level, earned)));
  return earned;
}
