// Audience entities: survey response, aggregated audience with metrics and graphs, export status, links (§3).
import { z } from 'zod';
import { canonicalEnum } from '../shared/enum.js';

/** One bar or slice of an audience graph. */
const audienceGraphItemSchema = z.object({ label: z.string().nullable(), amount: z.number().nullable() });
export type AudienceGraphItem = z.infer<typeof audienceGraphItemSchema>;

/** Audience metrics; the numbers are null below 5 responses (AUD-007, AUD-013). */
const audienceMetricsSchema = z.object({
  responses: z.number().int().min(0),
  qualifiedResponses: z.number().int().min(0),
  topDestinations: z.array(z.string()).default([]),
  budgetAverage: z.number().nullable().default(null),
  budgetMedian: z.number().nullable().default(null),
});
export type AudienceMetrics = z.infer<typeof audienceMetricsSchema>;

/** Audience graphs, each a list of label/amount items (AUD-007). */
const audienceGraphsSchema = z.object({
  popularDestinations: z.array(audienceGraphItemSchema).default([]),
  timeOfYear: z.array(audienceGraphItemSchema).default([]),
  budget: z.array(audienceGraphItemSchema).default([]),
  age: z.array(audienceGraphItemSchema).default([]),
  gender: z.array(audienceGraphItemSchema).default([]),
});
export type AudienceGraphs = z.infer<typeof audienceGraphsSchema>;

/** One audience segment (all or qualified): metrics and graphs. */
const audienceSegmentSchema = z.object({ metrics: audienceMetricsSchema, graphs: audienceGraphsSchema });
export type AudienceSegment = z.infer<typeof audienceSegmentSchema>;

/** The audience of a host (AUD-007). */
export const audienceSchema = z.object({
  allResponses: audienceSegmentSchema,
  qualifiedResponses: audienceSegmentSchema,
  marketingListSize: z.number().int().min(0).default(0),
});
export type Audience = z.infer<typeof audienceSchema>;

/** Status of an audience export request (AUD-008). */
export const AUDIENCE_EXPORT_STATUSES = ['none', 'pending', 'success', 'failure'] as const;
export const audienceExportStatusSchema = canonicalEnum(AUDIENCE_EXPORT_STATUSES);
export type AudienceExportStatus = z.infer<typeof audienceExportStatusSchema>;

/** A survey response: respondent, age, travel budget in whole dollars and preferences. */
export const surveyResponseSchema = z.object({
  id: z.string().optional(),
  firstName: z.string().default(''),
  lastName: z.string().default(''),
  email: z.email(),
  age: z.number().int().min(0).nullable().default(null),
  travelBudget: z.number().int('Budgets are whole dollars').min(0).nullable().default(null),
  destinations: z.array(z.string()).default([]),
  timeOfYear: z.array(z.string()).default([]),
  gender: z.string().nullable().default(null),
});
export type SurveyResponse = z.infer<typeof surveyResponseSchema>;

/** Link types of the data layer (PLT-063). */
export const AUDIENCE_LINK_TYPES = ['emailCapture', 'referral', 'survey'] as const;
const audienceLinkTypeSchema = canonicalEnum(AUDIENCE_LINK_TYPES);

/** A host's shareable link: type, public path and destination (PLT-063). */
export const audienceLinkSchema = z.object({
  linkType: audienceLinkTypeSchema,
  path: z.string().min(1),
  destination: z.string().min(1),
});
