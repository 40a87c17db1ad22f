// A ride status as the card shows it: the domain's label (RID-003, GTR mapping) and a badge tone.
import { type RideStatus, rideStatusLabel, rideStatusOfJourney } from '@caravan/domain';
import type { BadgeTone } from '@caravan/ui';

const TONES: Record<RideStatus, BadgeTone> = {
  pending: 'warning',
  processing: 'warning',
  confirmed: 'success',
  'driver-assigned': 'info',
  'driver-underway': 'info',
  'driver-arrived': 'info',
  'journey-in-progress': 'info',
  completed: 'neutral',
  cancelled: 'danger',
};

/** The label and tone of a provider journey status. */
export function rideStatusView(journeyStatus: string): { label: string; tone: BadgeTone } {
  const status = rideStatusOfJourney(journeyStatus);
  return { label: rideStatusLabel(status), tone: TONES[status] ?? 'neutral' };
}
