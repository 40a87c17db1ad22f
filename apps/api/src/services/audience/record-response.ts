// Stores one answer from a public link: a survey response (which may raise the host's level, LVL-015), or a name and
// e-mail from the email capture (AUD-001).
import type { Db } from '../../db/client.js';
import { surveyResponses } from '../../db/schema/index.js';
import { conflict } from '../../errors/app-error.js';
import { raiseHostLevel } from '../host-level/raise-host-level.js';
import { findPublicAudienceLink } from './public-link.js';

export interface SurveyAnswer {
  firstName: string;
  lastName: string;
  email: string;
  age: number;
  travelBudget: number;
  destinations: string[];
  timeOfYear: string[];
  gender: string | null;
  marketingOptIn: boolean;
}

export interface EmailCaptureAnswer {
  firstName: string;
  lastName: string;
  email: string;
}

/** A locked link takes no answers (AUD-015, AUD-016). */
const lockedLink = () => conflict('LINK_LOCKED', 'This link is not collecting answers yet.');

/** Records a survey answer on the survey link at `path`; returns the new row's id. */
export async function recordSurveyResponse(db: Db, path: string, answer: SurveyAnswer, now: Date): Promise<string> {
  const link = await findPublicAudienceLink(db, path);
  if (link.linkType !== 'survey') throw conflict('WRONG_LINK_TYPE', 'This link is not a survey.');
  if (link.locked) throw lockedLink();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(surveyResponses)
      .values({ hostId: link.hostId, source: 'survey', ...answer, createdAt: now })
      .returning({ id: surveyResponses.id });
    // A qualified answer may earn the host a level (LVL-015, LVL-017).
    await raiseHostLevel(tx, link.hostId);
    return (row as { id: string }).id;
  });
}

/** Records a name and e-mail on the email-capture link at `path`: they join the host's marketing list. */
export async function recordEmailCapture(db: Db, path: string, answer: EmailCaptureAnswer, now: Date): Promise<string> {
  const link = await findPublicAudienceLink(db, path);
  if (link.linkType !== 'emailCapture') throw conflict('WRONG_LINK_TYPE', 'This link does not collect e-mails.');
  if (link.locked) throw lockedLink();
  const [row] = await db
    .insert(surveyResponses)
    .values({ hostId: link.hostId, source: 'emailCapture', ...answer, marketingOptIn: true, createdAt: now })
    .returning({ id: surveyResponses.id });
  return (row as { id: string }).id;
}
