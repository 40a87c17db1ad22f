// The host's audience as the host reads it (AUD-007, HAP-032): both segments' metrics and graphs, the list size, the
// export status and what the screen's switches need (qualified host, total audience); one survey row; the links.
import { AUDIENCE_EXPORT_STATUSES, PAGE_SIZE_MAX } from '@caravan/domain';
import { z } from '@hono/zod-openapi';
import type { surveyResponses } from '../db/schema/index.js';

const graphItem = z.object({ label: z.string().nullable(), amount: z.number().nullable() }).strict();
const graph = z.array(graphItem);

export const audienceSegmentView = z
  .object({
    metrics: z
      .object({
        responses: z.number().int(),
        qualifiedResponses: z.number().int(),
        topDestinations: z.array(z.string()),
        budgetAverage: z.number().nullable(),
        budgetMedian: z.number().nullable(),
      })
      .strict(),
    graphs: z
      .object({ popularDestinations: graph, timeOfYear: graph, budget: graph, age: graph, gender: graph })
      .strict(),
  })
  .strict()
  .openapi('AudienceSegment');

export const audienceView = z
  .object({
    data: z
      .object({
        allResponses: audienceSegmentView,
        qualifiedResponses: audienceSegmentView,
        marketingListSize: z.number().int(),
      })
      .strict(),
    /** Survey answers and email-capture sign-ups together: what the export holds (AUD-011). */
    totalAudience: z.number().int(),
    exportStatus: z.enum(AUDIENCE_EXPORT_STATUSES),
    host: z.object({ status: z.string().nullable(), qualified: z.boolean() }).strict(),
  })
  .strict()
  .openapi('Audience');
export type AudienceView = z.infer<typeof audienceView>;

export const audienceExportView = z
  .object({
    status: z.enum(['success', 'failure']),
    /** The CSV's path (while signed in), also e-mailed to the host; null when the export failed. */
    downloadPath: z.string().nullable(),
  })
  .strict()
  .openapi('AudienceExport');

export const surveyResponseView = z
  .object({
    id: z.uuid(),
    source: z.enum(['survey', 'emailCapture']),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    age: z.number().int().nullable(),
    travelBudget: z.number().int().nullable(),
    destinations: z.array(z.string()),
    timeOfYear: z.array(z.string()),
    gender: z.string().nullable(),
    marketingOptIn: z.boolean(),
    createdAt: z.iso.datetime(),
  })
  .strict()
  .openapi('SurveyResponse');

export const toSurveyResponseView = (row: typeof surveyResponses.$inferSelect): z.infer<typeof surveyResponseView> => ({
  id: row.id,
  source: row.source as 'survey' | 'emailCapture',
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  age: row.age ?? null,
  travelBudget: row.travelBudget ?? null,
  destinations: row.destinations,
  timeOfYear: row.timeOfYear,
  gender: row.gender ?? null,
  marketingOptIn: row.marketingOptIn,
  createdAt: row.createdAt.toISOString(),
});

/** One collecting link as its host sees it: where it is and whether it takes answers (AUD-015, AUD-016). */
export const audienceLinkView = z
  .object({
    linkType: z.enum(['survey', 'emailCapture']),
    path: z.string().nullable(),
    locked: z.boolean(),
  })
  .strict()
  .openapi('AudienceLink');

export const audienceLinksView = z
  .object({ survey: audienceLinkView, emailCapture: audienceLinkView })
  .strict()
  .openapi('AudienceLinks');

export const recommendedItineraryView = z
  .object({
    itineraryId: z.uuid(),
    name: z.string(),
    destination: z.string(),
    country: z.string(),
    note: z.string(),
    topRecommended: z.boolean(),
  })
  .strict()
  .openapi('RecommendedItinerary');

/** A page of them (issue 18), and whether the host qualifies: none are shown to a host still qualifying (AUD-006). */
export const recommendedItinerariesView = z
  .object({
    qualified: z.boolean(),
    items: z.array(recommendedItineraryView).max(PAGE_SIZE_MAX),
    nextCursor: z.string().nullable(),
  })
  .strict()
  .openapi('RecommendedItineraries');
