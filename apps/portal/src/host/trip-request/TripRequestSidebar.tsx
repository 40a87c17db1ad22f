// The request's sidebar (CAT-014, CAT-063): the Suggested Sell Price for the chosen package and date, whether the
// request is instantly approved, and how long a plain request takes.
import {
  formatMinor,
  isInstantApprovalEligiblePackage,
  isInstantApprovalHighlighted,
  keepsInstantApproval,
  TRIP_REQUEST_MESSAGES,
  TRIP_REQUEST_PROCESSING_BUSINESS_DAYS,
  type TripRequestFormDraft,
} from '@caravan/domain';
import { Card } from '@caravan/ui';
import { useQuery } from '@tanstack/react-query';
import { type Availability, tripRequestApi, tripRequestKeys } from './trip-request.api.js';

/** Whether the form as filled in is an instant-approval request (CAT-036, CAT-047). */
export function isInstantRequest(values: TripRequestFormDraft, availability: Availability): boolean {
  const pkg = availability[values.selectedPackage];
  return (
    isInstantApprovalEligiblePackage(values.selectedPackage, pkg) &&
    isInstantApprovalHighlighted(values.startDate, pkg) &&
    keepsInstantApproval(true, values.additionalRequests)
  );
}

export function TripRequestSidebar({
  itineraryId,
  currency,
  values,
  availability,
}: {
  itineraryId: string;
  currency: string;
  values: TripRequestFormDraft;
  availability: Availability;
}) {
  const date = values.startDate;
  const price = useQuery({
    queryKey: tripRequestKeys.suggestedPrice(itineraryId, values.selectedPackage, date),
    queryFn: ({ signal }) => tripRequestApi.suggestedSellPrice(itineraryId, values.selectedPackage, date ?? '', signal),
    enabled: date !== null,
    retry: false,
  });
  const money = (minor: number) => formatMinor(minor, currency as 'USD', { wholeDollars: true });
  const { min, max } = TRIP_REQUEST_PROCESSING_BUSINESS_DAYS;
  return (
    <aside className="tr-Side" aria-label="Trip summary">
      <Card title={TRIP_REQUEST_MESSAGES.suggestedSellPrice} headingLevel={2}>
        {price.data ? (
          <p className="tr-Price">
            {/* CAT-033: with the suggested price turned off the server answers the trip price as both ends. */}
            {price.data.minPrice === price.data.maxPrice
              ? money(price.data.minPrice)
              : `${money(price.data.minPrice)} – ${money(price.data.maxPrice)}`}{' '}
            <span>per traveler</span>
          </p>
        ) : price.isError ? (
          <p>The suggested price could not be worked out for this date.</p>
        ) : (
          <p>{date ? 'Calculating…' : 'Choose a date to see the suggested price.'}</p>
        )}
      </Card>
      <Card title="Approval" headingLevel={2}>
        {isInstantRequest(values, availability) ? (
          <p>Instant Approval: your trip is created as soon as you reserve.</p>
        ) : (
          <p>
            Trip request processing takes {min}-{max} business days.
          </p>
        )}
      </Card>
    </aside>
  );
}
