// The host's Promote tab (PRM): the trip page card, the analytics of its recorded visits, and the Email Campaign rows
// with what the host may do to each (the domain's editability and send rules, decided here once for API and portal).
import {
  isPromoteEmailEditable,
  canSendCampaignNow,
  PROMOTE_EMAIL_STATUSES,
  PUBLISH_STATUSES,
  TRIP_STATUSES,
  VISIT_CHANNELS,
  promoteEmailStatusSchema,
  type TripStatus,
} from '@caravan/domain';
import { z } from '@hono/zod-openapi';
import type { TripRow, emailCampaigns } from '../db/schema/index.js';

type CampaignRow = typeof emailCampaigns.$inferSelect;

export const hostPromoteCampaignView = z
  .object({
    id: z.uuid(),
    name: z.string(),
    sortOrder: z.number().int(),
    /** When it goes out, as the campaign plan says ('On launch', '3 weeks after launch'). */
    scheduledLabel: z.string().nullable(),
    hostBlurb: z.string(),
    subject: z.string(),
    active: z.boolean(),
    status: z.enum(PROMOTE_EMAIL_STATUSES),
    scheduledDate: z.iso.datetime().nullable(),
    completedDate: z.iso.datetime().nullable(),
    opened: z.number().int().nonnegative(),
    clicked: z.number().int().nonnegative(),
    /** Whether the host may edit it (PRM-009). */
    editable: z.boolean(),
    /** Whether 'Send now' is offered. */
    sendable: z.boolean(),
  })
  .strict()
  .openapi('HostPromoteCampaign');
export type HostPromoteCampaignView = z.infer<typeof hostPromoteCampaignView>;

/** DECIDE: a campaign's subject is its name and the trip's, as the scheduled send writes it, since hosts edit only the copy. */
export const campaignSubject = (campaign: { name: string }, trip: { name: string }) => `${campaign.name}: ${trip.name}`;

export function hostPromoteCampaignViewOf(row: CampaignRow, trip: Pick<TripRow, 'name' | 'status'>) {
  const status = promoteEmailStatusSchema.parse(row.status);
  const tripStatus = trip.status as TripStatus;
  return hostPromoteCampaignView.parse({
    id: row.id,
    name: row.name,
    sortOrder: row.sortOrder,
    scheduledLabel: row.scheduledLabel,
    hostBlurb: row.hostBlurb,
    subject: campaignSubject(row, trip),
    active: row.active,
    status,
    scheduledDate: row.scheduledDate?.toISOString() ?? null,
    completedDate: row.completedDate?.toISOString() ?? null,
    opened: row.opened,
    clicked: row.clicked,
    editable: isPromoteEmailEditable({ tripStatus, emailStatus: status }),
    sendable: canSendCampaignNow({ tripStatus, emailStatus: status, active: row.active }),
  });
}

export const hostPromoteView = z
  .object({
    trip: z
      .object({
        id: z.uuid(),
        name: z.string(),
        status: z.enum(TRIP_STATUSES),
        publishStatus: z.enum(PUBLISH_STATUSES),
        startDate: z.iso.date(),
        /** The public trip page, /trips/{tripPath}; null until the trip has a path. */
        tripPageUrl: z.string().nullable(),
        heroPhotoUrl: z.string().nullable(),
        launchDate: z.iso.datetime().nullable(),
      })
      .strict(),
    /** Whether the analytics charts show (PRM-004). */
    analyticsVisible: z.boolean(),
  })
  .strict()
  .openapi('HostPromote');
export type HostPromoteView = z.infer<typeof hostPromoteView>;

export const hostPromoteAnalyticsView = z
  .object({
    byChannel: z.array(z.object({ channel: z.enum(VISIT_CHANNELS), visits: z.number().int() }).strict()),
    byDay: z.array(z.object({ date: z.iso.date(), visits: z.number().int(), travelers: z.number().int() }).strict()),
    totalVisits: z.number().int(),
  })
  .strict()
  .openapi('HostPromoteAnalytics');
export type HostPromoteAnalyticsView = z.infer<typeof hostPromoteAnalyticsView>;

export const emailPreviewView = z
  .object({ subject: z.string(), previewHtml: z.string(), text: z.string() })
  .strict()
  .openapi('HostPromoteEmailPreview');
export type EmailPreviewView = z.infer<typeof emailPreviewView>;
