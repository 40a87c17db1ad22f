// A home trip card's status badge in the spec's own colour (HOM-031..037): the colour name is kept on the element and
// drawn by host.css, because the design system's tones have no teal, purple or light grey.
import type { HomeTripView } from '@caravan/domain';
import { BADGE_TONE } from '../home-dashboard.js';

export function HomeTripBadge({ status }: { status: Pick<HomeTripView['status'], 'text' | 'colorScheme'> }) {
  return (
    <span
      className="cv-Badge hs-TripCard-badge"
      data-tone={BADGE_TONE[status.colorScheme]}
      data-color={status.colorScheme}
    >
      {status.text}
    </span>
  );
}
