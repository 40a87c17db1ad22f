// The host's Email Campaign rows (PRM-001): listed by keyset page, edited (copy, on/off, send time) under the domain's
// editability and schedule-window rules, sent now to the opted-in audience, test-sent to the host, and previewed.
// Every change is a conditional UPDATE on the status read, so a scheduled send that wins the race is never undone.
import {
  CAMPAIGN_NOT_EDITABLE_MESSAGE,
  CAMPAIGN_NOT_SENDABLE_MESSAGE,
  type CampaignEdit,
  type PageQuery,
  campaignScheduleError,
  campaignStatusAfterEdit,
  canSendCampaignNow,
  isPromoteEmailEditable,
  promoteEmailStatusSchema,
  type TripStatus,
} from '@caravan/domain';
import { and, eq } from 'drizzle-orm';
import type { PolicyUser } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { emailCampaigns } from '../../db/schema/index.js';
import type { JobOutbox } from '../../queue/job-queue.js';
import { badRequest, conflict, notFound } from '../../errors/app-error.js';
import { type PageOrder, afterCursor, keyValue, orderByKeys, pageOf, rowsToRead } from '../../db/paging.js';
import { hostPromoteCampaignViewOf } from '../../views/host-promote.view.js';
import { findHostTrip, type TripRow } from '../host-workspace/host-trip-access.js';
import { campaignAudienceOf } from './campaign-audience.js';
import { campaignMailTo, renderCampaignMail } from './campaign-mail.js';

type CampaignRow = typeof emailCampaigns.$inferSelect;
export const CAMPAIGN_LOCKED_CODE = 'CAMPAIGN_LOCKED';
export const CAMPAIGN_CHANGED_CODE = 'CAMPAIGN_CHANGED';

/** Campaign order: the plan's order, then id (unique) for the keyset. */
const CAMPAIGN_ORDER: PageOrder<CampaignRow> = {
  keys: [
    { column: emailCampaigns.sortOrder, of: (r) => r.sortOrder, value: keyValue.int },
    { column: emailCampaigns.id, of: (r) => r.id, value: keyValue.uuid },
  ],
};

interface Who {
  db: Db;
  user: PolicyUser;
  tripId: string;
}

/** A page of the trip's campaign rows. */
export async function listCampaigns(input: Who & { page: PageQuery }) {
  const trip = await findHostTrip(input.db, input.user, input.tripId, 'read');
  const after = afterCursor(CAMPAIGN_ORDER, input.page.cursor);
  const rows = await input.db
    .select()
    .from(emailCampaigns)
    .where(after ? and(eq(emailCampaigns.tripId, trip.id), after) : eq(emailCampaigns.tripId, trip.id))
    .orderBy(...orderByKeys(CAMPAIGN_ORDER))
    .limit(rowsToRead(input.page));
  return pageOf(rows, input.page, CAMPAIGN_ORDER, (r) => hostPromoteCampaignViewOf(r, trip));
}

async function campaignOf(db: Db, trip: TripRow, campaignId: string): Promise<CampaignRow> {
  const [row] = await db
    .select()
    .from(emailCampaigns)
    .where(and(eq(emailCampaigns.id, campaignId), eq(emailCampaigns.tripId, trip.id)))
    .limit(1);
  if (!row) throw notFound('No such email on this trip.');
  return row;
}

const statusOf = (row: CampaignRow) => promoteEmailStatusSchema.parse(row.status);

/** Saves the host's edit; 409 when the email is locked (PRM-009), 400 when the send time is outside the window. */
export async function editCampaign(input: Who & { campaignId: string; edit: CampaignEdit; now: Date }) {
  const trip = await findHostTrip(input.db, input.user, input.tripId, 'update');
  const row = await campaignOf(input.db, trip, input.campaignId);
  if (!isPromoteEmailEditable({ tripStatus: trip.status as TripStatus, emailStatus: statusOf(row) }))
    throw conflict(CAMPAIGN_LOCKED_CODE, CAMPAIGN_NOT_EDITABLE_MESSAGE);
  const scheduledDate = input.edit.scheduledDate ? new Date(input.edit.scheduledDate) : null;
  // Only a new send time is checked against the window: re-saving the copy of an already scheduled email keeps it.
  if (scheduledDate && input.edit.active && scheduledDate.getTime() !== row.scheduledDate?.getTime()) {
    const error = campaignScheduleError({ scheduledDate, now: input.now, tripStartDate: trip.startDate });
    if (error) throw badRequest(error, { scheduledDate: error });
  }
  const [saved] = await input.db
    .update(emailCampaigns)
    .set({
      hostBlurb: input.edit.hostBlurb,
      active: input.edit.active,
      scheduledDate,
      status: campaignStatusAfterEdit(input.edit),
    })
    .where(and(eq(emailCampaigns.id, row.id), eq(emailCampaigns.status, row.status)))
    .returning();
  if (!saved) throw conflict(CAMPAIGN_CHANGED_CODE, 'This email changed meanwhile; reload and try again.');
  return hostPromoteCampaignViewOf(saved, trip);
}

/**
 * Sends the campaign now to the host's audience who opted into marketing (the recipients the scheduled send uses):
 * marks it Sent in one conditional update and writes its e-mails as jobs in that transaction (sent once committed).
 */
export async function sendCampaignNow(
  input: Who & { campaignId: string; outbox: JobOutbox; origin: string; now: Date },
) {
  const trip = await findHostTrip(input.db, input.user, input.tripId, 'update');
  const row = await campaignOf(input.db, trip, input.campaignId);
  if (!canSendCampaignNow({ tripStatus: trip.status as TripStatus, emailStatus: statusOf(row), active: row.active }))
    throw conflict(CAMPAIGN_LOCKED_CODE, CAMPAIGN_NOT_SENDABLE_MESSAGE);
  const result = await input.db.transaction(async (tx) => {
    const [sent] = await tx
      .update(emailCampaigns)
      .set({ status: 'Sent', completedDate: input.now })
      .where(and(eq(emailCampaigns.id, row.id), eq(emailCampaigns.status, row.status), eq(emailCampaigns.active, true)))
      .returning();
    if (!sent) throw conflict(CAMPAIGN_CHANGED_CODE, 'This email changed meanwhile; reload and try again.');
    const recipients = await campaignAudienceOf(tx, trip.hostId);
    const mails = recipients.map((to) => campaignMailTo(to, { trip, campaign: sent, origin: input.origin }));
    await input.outbox.writeMails(tx, mails, { key: `campaign:${sent.id}:sent`, now: input.now });
    return { sent, recipients };
  });
  return { campaign: hostPromoteCampaignViewOf(result.sent, trip), recipients: result.recipients.length };
}

/** The modal's draft copy, or the saved copy when the draft is absent. */
const withDraft = (row: CampaignRow, hostBlurb: string | undefined) =>
  hostBlurb === undefined ? row : { ...row, hostBlurb };

/** Sends the campaign (the modal's draft copy if given) to the host's own address only (HAP-061). */
export async function sendCampaignTest(
  input: Who & {
    campaignId: string;
    hostEmail: string;
    hostBlurb?: string | undefined;
    outbox: JobOutbox;
    origin: string;
    now: Date;
  },
) {
  const trip = await findHostTrip(input.db, input.user, input.tripId, 'read');
  const row = await campaignOf(input.db, trip, input.campaignId);
  const mail = campaignMailTo(input.hostEmail, {
    trip,
    campaign: withDraft(row, input.hostBlurb),
    origin: input.origin,
  });
  await input.outbox.mailsIn(input.db).send({ ...mail, subject: `[Test] ${mail.subject}` }, input.now);
  return { to: input.hostEmail };
}

/** The campaign as a recipient would see it, with the draft copy and the name given (HAP-060). */
export async function previewCampaign(
  input: Who & {
    campaignId: string;
    origin: string;
    hostBlurb?: string | undefined;
    firstName?: string | undefined;
    lastName?: string | undefined;
  },
) {
  const trip = await findHostTrip(input.db, input.user, input.tripId, 'read');
  const row = await campaignOf(input.db, trip, input.campaignId);
  const mail = renderCampaignMail({
    trip,
    campaign: withDraft(row, input.hostBlurb),
    origin: input.origin,
    firstName: input.firstName,
    lastName: input.lastName,
  });
  return { subject: mail.subject, previewHtml: mail.html, text: mail.text };
}
