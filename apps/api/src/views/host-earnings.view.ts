// The Bookings tab's earnings card and 'Bookings to Date' chart (HBK-002, HBK-005..009): the chart's MM/DD series,
// the host's earnings from the confirmed spots and at a full trip, and the earnings report once approved.
import { PAGE_SIZE_MAX } from '@caravan/domain';
import { z } from '@hono/zod-openapi';

export const hostEarningsView = z
  .object({
    tripId: z.uuid(),
    currency: z.string(),
    /** Spots booked to date per day (pending and confirmed), labels MM/DD (HBK-002, HBK-005). */
    chartData: z.object({ labels: z.array(z.string()), series: z.array(z.number().int()) }).strict(),
    confirmedSpots: z.number().int(),
    /** The host's earnings from the confirmed spots, minor units (HBK-008). */
    earnings: z.number().int(),
    /** The host's earnings with every spot sold, minor units. */
    potentialEarnings: z.number().int(),
    /** The earnings advance, minor units. */
    flightStipend: z.number().int(),
    /** When the earnings report was approved; then the card offers 'Download Report' (HBK-009). */
    earningsReportApprovedAt: z.iso.datetime().nullable(),
    /** Where the approved report's PDF downloads from, or null before approval. */
    reportPath: z.string().nullable(),
  })
  .strict()
  .openapi('HostEarnings');
export type HostEarningsView = z.infer<typeof hostEarningsView>;

/** A host's earnings across their trips (HAP-022): a page of the trips' cards, newest start first (issue 18). */
export const hostEarningsSummaryView = z
  .object({
    hostId: z.uuid(),
    items: z
      .array(
        hostEarningsView.omit({ chartData: true, reportPath: true }).extend({
          tripName: z.string(),
          status: z.string(),
          startDate: z.iso.date(),
        }),
      )
      .max(PAGE_SIZE_MAX),
    nextCursor: z.string().nullable(),
  })
  .strict()
  .openapi('HostEarningsSummary');
export type HostEarningsSummaryView = z.infer<typeof hostEarningsSummaryView>;
