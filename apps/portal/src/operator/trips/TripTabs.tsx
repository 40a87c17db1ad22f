// The trip steps' tabs (§2 Operator app): route links with the current one marked; pricing is no link for a request.
import {
  type OperatorTripModel,
  type OperatorTripStep,
  isOperatorTripPricingEnabled,
  operatorTripStepPath,
} from '@caravan/domain';
import { Link } from '@caravan/ui';

const TABS: { step: Exclude<OperatorTripStep, 'success'>; label: string }[] = [
  { step: 'review-details', label: 'Review details' },
  { step: 'configure-services', label: 'Review trip/itinerary' },
  { step: 'review-pricing', label: 'Review pricing' },
];

export const isTripStepDisabled = (step: OperatorTripStep, model: OperatorTripModel) =>
  step === 'review-pricing' && !isOperatorTripPricingEnabled(model);

export function TripTabs({ id, step, model }: { id: string; step: OperatorTripStep; model: OperatorTripModel }) {
  return (
    <nav aria-label="Trip steps" className="op-Tabs">
      <ul>
        {TABS.map((tab) => (
          <li key={tab.step}>
            {isTripStepDisabled(tab.step, model) ? (
              <span className="op-Tab" aria-disabled="true" data-disabled>
                {tab.label}
              </span>
            ) : (
              <Link
                href={operatorTripStepPath(id, tab.step, model)}
                variant="standalone"
                className="op-Tab"
                {...(tab.step === step ? { 'aria-current': 'page' as const } : {})}
              >
                {tab.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
