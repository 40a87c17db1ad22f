// Email campaign sending rules: the edit body, the schedule window, the status an edit leaves, who may receive it.
import { z } from 'zod';
import type { TripStatus } from '../shared/statuses.js';
import type { PromoteEmailStatus } from './email-campaign.schema.js';
import { isPromoteEmailEditable } from './email-campaign.rules.js';
import {
  PROMOTE_ANALYTICS_TRIP_STATUSES,
  PROMOTE_EMAIL_MAX_CHARACTERS,
  PROMOTE_EMAIL_MAX_MESSAGE,
} from './promote.constants.js';

/** DECIDE: a campaign is scheduled at least 10 minutes ahead, so the host can still cancel a mistaken schedule. */
const CAMPAIGN_MIN_LEAD_MINUTES = 10;
export const CAMPAIGN_TOO_SOON_MESSAGE = `Choose a time at least ${CAMPAIGN_MIN_LEAD_MINUTES} minutes from now`;
/** DECIDE: no campaign goes out once the trip has started: it promotes bookings, which are over by then. */
export const CAMPAIGN_AFTER_START_MESSAGE = 'Choose a time before the trip starts';
export const CAMPAIGN_NOT_EDITABLE_MESSAGE = 'This email can no longer be changed.';
/** DECIDE: a campaign goes out now only while the trip page takes bookings (the bookable statuses), since it links there. */
const CAMPAIGN_SEND_STATUSES = PROMOTE_ANALYTICS_TRIP_STATUSES;
export const CAMPAIGN_NOT_SENDABLE_MESSAGE = 'Emails can be sent once your trip page is live.';

/** The edit of a campaign row: its copy, whether it is on, and its send time (null: not scheduled). */
export const campaignEditSchema = z
  .object({
    hostBlurb: z.string().max(PROMOTE_EMAIL_MAX_CHARACTERS, PROMOTE_EMAIL_MAX_MESSAGE),
    active: z.boolean(),
    scheduledDate: z.iso.datetime({ offset: true }).nullable(),
  })
  .strict();
export type CampaignEdit = z.infer<typeof campaignEditSchema>;

/** Why `scheduledDate` is outside the window [now + lead, trip start), or null when it is inside. */
export function campaignScheduleError(input: { scheduledDate: Date; now: Date; tripStartDate: string }): string | null {
  if (input.scheduledDate.getTime() < input.now.getTime() + CAMPAIGN_MIN_LEAD_MINUTES * 60_000)
    return CAMPAIGN_TOO_SOON_MESSAGE;
  if (input.scheduledDate.getTime() >= Date.parse(`${input.tripStartDate}T00:00:00Z`))
    return CAMPAIGN_AFTER_START_MESSAGE;
  return null;
}

/** The status an edit leaves: off is Disabled, on with a send time Scheduled, on without one Pending (PRM-008). */
export function campaignStatusAfterEdit(edit: Pick<CampaignEdit, 'active' | 'scheduledDate'>): PromoteEmailStatus {
  if (!edit.active) return 'Disabled';
  return edit.scheduledDate ? 'Scheduled' : 'Pending';
}

/** Whether the campaign may be sent now: editable (PRM-009), active, and the trip page taking bookings. */
export function canSendCampaignNow(input: {
  tripStatus: TripStatus;
  emailStatus: PromoteEmailStatus;
  active: boolean;
}): boolean {
  return (
    input.active &&
    CAMPAIGN_SEND_STATUSES.includes(input.tripStatus) &&
    isPromoteEmailEditable({ tripStatus: input.tripStatus, emailStatus: input.emailStatus })
  );
}

/** The campaign's recipients: the audience who opted into marketing, each address once (case-insensitive). */
export function campaignRecipients(audience: readonly { email: string; marketingOptIn: boolean }[]): string[] {
  const seen = new Map<string, string>();
  for (const a of audience) {
    const address = a.email.trim();
    const key = address.toLowerCase();
    if (a.marketingOptIn && key && !seen.has(key)) seen.set(key, address);
  }
  return [...seen.values()];
}
