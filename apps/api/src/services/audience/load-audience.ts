// The signed-in host's audience: their survey rows (a co-host: their primary host's), computed into metrics and graphs.
import { type Audience, type AudienceExportStatus, hostStatusSchema, isQualifiedHostStatus } from '@caravan/domain';
import { and, asc, count, countDistinct, eq, sql } from 'drizzle-orm';
import { type PolicyUser, scope } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { hostCohosts, hosts, surveyResponses } from '../../db/schema/index.js';
import { forbidden } from '../../errors/app-error.js';
import { buildAudience } from './audience-graphs.js';

/** The rows of the audience `user` may read (the policy's scope: their own, a co-host their primary host's). */
export function audienceScope(user: PolicyUser) {
  const visible = scope(user, 'read', { kind: 'survey-response', area: 'me' });
  if (visible.kind !== 'where') throw forbidden();
  return visible.where;
}

/** The host record the audience belongs to: the caller's own, or for a co-host their primary host's. */
export async function audienceOwner(db: Db, user: PolicyUser) {
  const ownerId =
    user.role === 'host-secondary'
      ? ((
          await db.select({ id: hostCohosts.primaryHostId }).from(hostCohosts).where(eq(hostCohosts.cohostId, user.id))
        )[0]?.id ?? user.id)
      : user.id;
  const [host] = await db
    .select({ userId: hosts.userId, status: hosts.status, exportStatus: hosts.audienceExportStatus })
    .from(hosts)
    .where(eq(hosts.userId, ownerId));
  const status = hostStatusSchema.safeParse(host?.status);
  return {
    hostId: host?.userId ?? null,
    status: status.success ? status.data : null,
    qualified: isQualifiedHostStatus(status.success ? status.data : null),
    exportStatus: (host?.exportStatus ?? 'none') as AudienceExportStatus,
  };
}

export interface LoadedAudience {
  audience: Audience;
  /** Every row the export would hold: survey answers and email-capture sign-ups. */
  totalAudience: number;
  owner: Awaited<ReturnType<typeof audienceOwner>>;
}

/** The audience `user` reads (AUD-007, AUD-013, HAP-032). */
export async function loadAudience(db: Db, user: PolicyUser): Promise<LoadedAudience> {
  const where = audienceScope(user);
  const [rows, totals, owner] = await Promise.all([
    db
      .select({
        age: surveyResponses.age,
        travelBudget: surveyResponses.travelBudget,
        destinations: surveyResponses.destinations,
        timeOfYear: surveyResponses.timeOfYear,
        gender: surveyResponses.gender,
      })
      .from(surveyResponses)
      .where(and(where, eq(surveyResponses.source, 'survey')))
      .orderBy(asc(surveyResponses.createdAt), asc(surveyResponses.id)),
    db
      .select({
        total: count(),
        marketing: countDistinct(
          sql`case when ${surveyResponses.marketingOptIn} then lower(${surveyResponses.email}) end`,
        ),
      })
      .from(surveyResponses)
      .where(where),
    audienceOwner(db, user),
  ]);
  const total = totals[0] ?? { total: 0, marketing: 0 };
  return { audience: buildAudience(rows, Number(total.marketing)), totalAudience: Number(total.total), owner };
}
