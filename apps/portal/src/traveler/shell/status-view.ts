// How statuses look in the traveler app: the badge tone of a booking display status (labels come from the domain).
import { type BookingDisplayStatus, bookingStatusLabel } from '@caravan/domain';
import type { BadgeTone } from '@caravan/ui';

const TONES: Record<BookingDisplayStatus, BadgeTone> = {
  confirmed: 'success',
  complete: 'info',
  pending: 'warning',
  awaiting: 'warning',
  waitlist: 'neutral',
  cancelled: 'danger',
  'pending-cancellation': 'danger',
};

/** The badge of a booking display status: the domain's label and a tone. */
export function bookingStatusBadge(status: BookingDisplayStatus): { label: string; tone: BadgeTone } {
  return { label: bookingStatusLabel(status), tone: TONES[status] };
}
