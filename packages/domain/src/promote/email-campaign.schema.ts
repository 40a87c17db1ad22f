// Promote email entities: email hooks, the trip's promote emails and the campaign rows of the bookings report.
import { z } from 'zod';
import { canonicalEnum } from '../shared/enum.js';
import { instantSchema } from '../shared/dates.js';
import { PROMOTE_EMAIL_STATUSES } from './promote.constants.js';

/** Promote email status, parsed from any spelling ('canceled', 'CANCELLED', 'scheduled') (PRM-008). */
export const promoteEmailStatusSchema = canonicalEnum(PROMOTE_EMAIL_STATUSES, { cancelled: 'Canceled' });
export type PromoteEmailStatus = z.infer<typeof promoteEmailStatusSchema>;

/** An email hook: one drip email of a trip's campaign (PRM-002). */
export const emailHookSchema = z.object({
  emailHookId: z.string(),
  name: z.string(),
  dripSortOrder: z.number().int().default(0),
  dripCampaignIdentifier: z.string().optional(),
  dripIdentifier: z.string().optional(),
  emailCampaignScheduledLabel: z.string().optional(),
  hostBlurb: z.string().default(''),
  active: z.boolean().default(true),
  scheduledHook: z.object({ scheduledDate: instantSchema.nullable().default(null) }).optional(),
});

/** The launch email of a trip. */
const launchPromoteEmailSchema = z.object({
  active: z.boolean().default(true),
  hostBlurb: z.string().default(''),
  subject: z.string().default(''),
});

/** A trip's promote emails: the launch email and the drip emails. */
export const promoteEmailsSchema = z.object({
  launch: launchPromoteEmailSchema.default({ active: true, hostBlurb: '', subject: '' }),
  drip: z.array(emailHookSchema).default([]),
});
export type PromoteEmails = z.infer<typeof promoteEmailsSchema>;

/** A row of the Email Campaign table as reported with the trip details (HBK-002). */
export const emailCampaignSchema = z.object({
  name: z.string(),
  sortOrder: z.number().int().default(0),
  scheduledDate: instantSchema.nullable().default(null),
  completedDate: instantSchema.nullable().default(null),
  scheduledDateLabel: z.string().optional(),
  clicked: z.number().int().nonnegative().default(0),
  opened: z.number().int().nonnegative().default(0),
  status: promoteEmailStatusSchema,
});
