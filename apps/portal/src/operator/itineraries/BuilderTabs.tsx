// The builder's tabs (RTE-027, RTE-028): route links, the current one marked; a disabled tab is no link (RTE-020).
import {
  OPERATOR_ITINERARY_TABS,
  type OperatorItineraryStep,
  isOperatorItineraryStepDisabled,
  operatorItineraryPath,
} from '@caravan/domain';
import { Link } from '@caravan/ui';

export function BuilderTabs({ itineraryId, step }: { itineraryId: string | null; step: OperatorItineraryStep }) {
  return (
    <nav aria-label="Itinerary steps" className="op-Tabs">
      <ul>
        {OPERATOR_ITINERARY_TABS.map((tab) => (
          <li key={tab.step}>
            {isOperatorItineraryStepDisabled(tab.step, itineraryId) ? (
              <span className="op-Tab" aria-disabled="true" data-disabled>
                {tab.label}
              </span>
            ) : (
              <Link
                href={operatorItineraryPath(itineraryId, tab.step)}
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
