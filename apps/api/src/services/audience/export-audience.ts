// The audience export (AUD-024, HAP-033): the CSV of names and e-mails, optionally with the survey data, written by the
// formula-safe CSV helper; requesting it records the export status and e-mails the host a download link.
import { audienceExportCsv, utcToday } from '@caravan/domain';
import { asc, count, eq } from 'drizzle-orm';
import type { PolicyUser } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { hosts, surveyResponses } from '../../db/schema/index.js';
import { audienceExportMail } from '../../email/templates/host-tools.js';
import { composeMail } from '../../email/templates/render.js';
import type { JobOutbox } from '../../queue/job-queue.js';
import { conflict } from '../../errors/app-error.js';
import { audienceOwner, audienceScope } from './load-audience.js';

/** DECIDE: the download's file name; the date is the export's, so several exports sort by day. */
export const audienceCsvFileName = (now: Date) => `audience-${utcToday(now)}.csv`;
/** The path the e-mail's link and the portal's download read the CSV from. */
export const AUDIENCE_CSV_PATH = '/api/me/audience/export.csv';

/** The audience CSV `user` may read, oldest answer first (AUD-024). */
export async function audienceCsv(db: Db, user: PolicyUser, includeSurveyData: boolean): Promise<string> {
  const rows = await db
    .select()
    .from(surveyResponses)
    .where(audienceScope(user))
    .orderBy(asc(surveyResponses.createdAt), asc(surveyResponses.id));
  return audienceExportCsv(rows, { includeSurveyData });
}

/**
 * Requests an export: refused while the audience is empty (AUD-011); otherwise the host is e-mailed the download link
 * and the status becomes success, or failure when the e-mail could not be sent (AUD-008).
 */
export async function requestAudienceExport(
  db: Db,
  outbox: JobOutbox,
  user: PolicyUser & { email: string },
  input: { includeSurveyData: boolean; downloadUrl: string; now: Date },
): Promise<{ status: 'success' | 'failure'; downloadPath: string | null }> {
  const [total] = await db.select({ n: count() }).from(surveyResponses).where(audienceScope(user));
  if (!total || Number(total.n) === 0) throw conflict('AUDIENCE_EMPTY', 'There is no audience to export yet.');
  const owner = await audienceOwner(db, user);
  const setStatus = async (status: 'pending' | 'success' | 'failure') => {
    if (owner.hostId)
      await db
        .update(hosts)
        .set({ audienceExportStatus: status, updatedAt: input.now })
        .where(eq(hosts.userId, owner.hostId));
  };
  await setStatus('pending');
  const downloadPath = `${AUDIENCE_CSV_PATH}${input.includeSurveyData ? '?extended=true' : ''}`;
  try {
    // Written as a mail job (sent after this statement commits); a job that cannot be written is the export's failure.
    await outbox
      .mailsIn(db)
      .send(composeMail(user.email, audienceExportMail(input.includeSurveyData, input.downloadUrl)), input.now);
  } catch {
    await setStatus('failure');
    return { status: 'failure', downloadPath: null };
  }
  await setStatus('success');
  return { status: 'success', downloadPath };
}
