// Applies the campaign rule (MKT-018): a Scheduled campaign e-mail goes to the host's opted-in audience, marked Sent.
import { type DueAction, SENDABLE_CAMPAIGN_STATUS, SENT_CAMPAIGN_STATUS } from '@caravan/domain';
import { and, eq } from 'drizzle-orm';
import { emailCampaigns, surveyResponses, trips } from '../db/schema/index.js';
import { type ActionContext, sendAll } from './context.js';
import { claim, noteOnTimeline } from './ledger.js';
import { campaignMail } from './messages.js';

/**
 * Marks the campaign Sent (a conditional update from Scheduled, so one disabled or cancelled meanwhile is not sent)
 * and sends it after commit. DECIDE: the recipients are the host's audience who opted into marketing, because the
 * survey's opt-in is the only consent to promotional e-mail the platform records.
 */
export async function applyCampaignSend(ctx: ActionContext, action: DueAction): Promise<boolean> {
  const mails = await ctx.db.transaction(async (tx) => {
    if (!(await claim(tx, action, ctx.now))) return null;
    const [sent] = await tx
      .update(emailCampaigns)
      .set({ status: SENT_CAMPAIGN_STATUS, completedDate: ctx.now })
      .where(
        and(
          eq(emailCampaigns.id, action.objectId),
          eq(emailCampaigns.status, SENDABLE_CAMPAIGN_STATUS),
          eq(emailCampaigns.active, true),
        ),
      )
      .returning();
    if (!sent) return [];
    const [trip] = await tx.select().from(trips).where(eq(trips.id, sent.tripId));
    if (!trip) return [];
    await noteOnTimeline(tx, {
      resource: 'trip',
      id: trip.id,
      event: 'scheduler.campaign-send',
      state: trip.status,
      now: ctx.now,
    });
    const audience = await tx
      .selectDistinct({ email: surveyResponses.email })
      .from(surveyResponses)
      .where(and(eq(surveyResponses.hostId, trip.hostId), eq(surveyResponses.marketingOptIn, true)));
    return audience.map(({ email }) => campaignMail(email, trip, sent));
  });
  if (mails === null) return false;
  await sendAll(ctx, mails);
  return true;
}
