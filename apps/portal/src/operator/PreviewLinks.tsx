// The operator's Preview buttons: server pages opened in a new tab — the itinerary with itineraryPreview=true (RTE-031)
// and the trip with tripId, operatorId and tripPreview=false (RTE-030).
import { Link } from '@caravan/ui';

/** The itinerary preview page. */
export const itineraryPreviewHref = (itineraryId: string) =>
  `/api/me/pages/itinerary?${new URLSearchParams({ itineraryId, itineraryPreview: 'true' })}`;

/** The trip page as the operator previews it. */
export const tripPreviewHref = (tripId: string, operatorId: string) =>
  `/api/me/pages/trip?${new URLSearchParams({ tripId, operatorId, tripPreview: 'false' })}`;

function PreviewLink({ href, label }: { href: string; label: string }) {
  return (
    <Link href={href} variant="button" target="_blank" rel="noopener" aria-label={label}>
      Preview
    </Link>
  );
}

export const ItineraryPreviewLink = ({ itineraryId }: { itineraryId: string }) => (
  <PreviewLink href={itineraryPreviewHref(itineraryId)} label="Preview the itinerary (opens in a new tab)" />
);

export const TripPreviewLink = ({ tripId, operatorId }: { tripId: string; operatorId: string }) => (
  <PreviewLink href={tripPreviewHref(tripId, operatorId)} label="Preview the trip (opens in a new tab)" />
);
