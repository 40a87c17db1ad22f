// Applies the campaign rule (MKT-018): a Scheduled campaign e-mail goes to the host's opted-in audience, marked Sent.
import { type DueAction, SENDABLE_CAMPAIGN_STATUS, SENT_CAMPAIGN_STATUS } from '@caravan/domain';
import { and, eq } from 'drizzle-orm';
import { emailCampaigns, trips } from '../db/schema/index.js';
import { campaignAudienceOf } from '../services/host-promote/campaign-audience.js';
import { campaignMailTo } from '../services/host-promote/campaign-mail.js';
import { type ActionContext, writeActionMails } from './context.js';
import { claim, noteOnTimeline } from './ledger.js';

/**
 * Marks the campaign Sent (a conditional update from Scheduled, so one disabled or cancelled meanwhile is not sent)
 * and writes its e-mails in that transaction to the recipients and in the format of send-now (campaignAudienceOf, campaignMailTo).
 * The trip page link starts from the server's public address, as a send-now's does.
 */
export async function applyCampaignSend(ctx: ActionContext, action: DueAction): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    if (!(await claim(tx, action, ctx.now))) return false;
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
    if (!sent) return true;
    const [trip] = await tx.select().from(trips).where(eq(trips.id, sent.tripId));
    if (!trip) return true;
    await noteOnTimeline(tx, {
      resource: 'trip',
      id: trip.id,
      event: 'scheduler.campaign-send',
      state: trip.status,
      now: ctx.now,
    });
    const recipients = await campaignAudienceOf(tx, trip.hostId);
    const mails = recipients.map((to) =>
      campaignMailTo(to, { trip, campaign: sent, origin: ctx.publicUrl?.() ?? null }),
    );
    await writeActionMails(ctx, tx, action, mails);
    return true;
  });
}
