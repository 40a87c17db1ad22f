// Recording a public trip page visit with its channel for the host's analytics (MKT-001; channels DECIDEd in the domain).
import { type VisitChannel, visitChannelOf } from '@caravan/domain';
import { tripPageVisits } from '../../../db/schema/index.js';
import type { Exec } from '../booking-records.js';

export interface VisitInput {
  tripId: string;
  utmSource?: string | undefined;
  utmMedium?: string | undefined;
  utmCampaign?: string | undefined;
  referrer?: string | undefined;
  /** Our own host, so a click from another Caravan page counts as direct. */
  ownHost: string;
  now: Date;
}

/** The referrer's host name only: its path and query may carry personal data. */
const referrerHostOf = (referrer: string | undefined): string | null => {
  if (!referrer) return null;
  try {
    return new URL(referrer).hostname.toLowerCase().slice(0, 255) || null;
  } catch {
    return null;
  }
};

const clip = (value: string | undefined) => (value ? value.trim().slice(0, 100) || null : null);

/** Stores one visit; answers its channel. */
export async function recordTripPageVisit(db: Exec, input: VisitInput): Promise<VisitChannel> {
  const channel = visitChannelOf(input);
  await db.insert(tripPageVisits).values({
    tripId: input.tripId,
    channel,
    referrerHost: referrerHostOf(input.referrer),
    utmSource: clip(input.utmSource),
    utmCampaign: clip(input.utmCampaign),
    visitedAt: input.now,
  });
  return channel;
}
