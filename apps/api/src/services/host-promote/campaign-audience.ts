// Who a campaign e-mail goes to, for the send-now route and the scheduled send alike: the host's survey audience
// through the domain's recipient rule (opted into marketing, each address once whatever its letter case).
import { campaignRecipients } from '@caravan/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { surveyResponses } from '../../db/schema/index.js';
import type { Tx } from '../lifecycle.js';

/** The addresses a campaign of this host goes to (campaignRecipients over the host's survey responses). */
export async function campaignAudienceOf(db: Db | Tx, hostId: string): Promise<string[]> {
  const audience = await db
    .select({ email: surveyResponses.email, marketingOptIn: surveyResponses.marketingOptIn })
    .from(surveyResponses)
    .where(eq(surveyResponses.hostId, hostId));
  return campaignRecipients(audience);
}
