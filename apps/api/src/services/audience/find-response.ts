// One survey row by id, read through the policy's scope: another host's answer is not found (HAP-032).
import { and, eq } from 'drizzle-orm';
import type { PolicyUser } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { surveyResponses } from '../../db/schema/index.js';
import { audienceScope } from './load-audience.js';

/** The survey row `id` if `user` may read it, else null. */
export async function findAudienceResponse(db: Db, user: PolicyUser, id: string) {
  const [row] = await db
    .select()
    .from(surveyResponses)
    .where(and(audienceScope(user), eq(surveyResponses.id, id)));
  return row ?? null;
}
