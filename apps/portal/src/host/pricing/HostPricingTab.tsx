// The host's Pricing tab (host-and-platform §2.10, §5): loads the trip's pricing and hands it to the form; the form is
// keyed by the saved values, so leaving the tab or saving starts it again from what is stored (HPR-008).
import { Alert, Spinner } from '@caravan/ui';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/index.js';
import { PricingForm } from './PricingForm.js';
import { pricingApi, pricingKeys } from './pricing.api.js';
import './pricing.css';

export function HostPricingTab({ tripId, base }: { tripId: string; base: string }) {
  const query = useQuery({
    queryKey: pricingKeys.pricing(tripId),
    queryFn: ({ signal }) => pricingApi.read(tripId, signal),
    // A fresh read each time the tab opens: the form starts from what is stored.
    refetchOnMount: 'always',
  });
  if (query.isError)
    return (
      <Alert tone="danger" title="Could not load the pricing">
        {query.error instanceof ApiError ? query.error.message : 'Please try again.'}
      </Alert>
    );
  if (!query.data) return <Spinner label="Loading the pricing…" />;
  const d = query.data;
  return <PricingForm key={`${d.initialPrice}/${d.remainingPrice}/${d.flightStipend}`} pricing={d} base={base} />;
}
