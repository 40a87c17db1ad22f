// The cost breakdown of the trip pricing step (OPT-015): the §3 rows for the first tier, per paying traveler, with the
// currency's symbol (OPT-016) and how the operator's price compares with the reference price (OPT-017).
import {
  type CurrencyCode,
  type TripPricingState,
  buildOperatorCostBreakdownRows,
  currencySymbolOf,
  operatorTripCostAmounts,
  suggestedPriceDifference,
} from '@caravan/domain';
import { Card } from '@caravan/ui';
import type { OperatorTrip } from './trips.api.js';

export function CostBreakdown({
  trip,
  values,
  currency,
}: {
  trip: OperatorTrip;
  values: TripPricingState;
  currency: CurrencyCode;
}) {
  const tier = values.costThresholds[0];
  const yourPrice = tier?.pricePerTraveler ?? 0;
  const amounts = operatorTripCostAmounts({
    yourPrice,
    numberOfTravelers: tier?.numberOfTravelers ?? values.minimumSpots + values.focQuantity,
    suggestedPrice: trip.pricing.referencePrice,
    singleSupplementPrice: values.singleSupplementPrice,
    workshopSpaceTotal: trip.pricing.workshopSpaceTotal,
    hasFoc: values.focQuantity > 0,
    focQuantity: values.focQuantity,
  });
  const rows = buildOperatorCostBreakdownRows(amounts, currency);
  const difference = suggestedPriceDifference(yourPrice, trip.pricing.referencePrice, {
    currency,
    reference: trip.pricing.reference,
  });
  return (
    <Card title="Cost breakdown">
      <p className="op-Muted">
        Per paying traveler, in {currency} ({currencySymbolOf(currency)}), for{' '}
        {tier ? `${tier.numberOfTravelers} travelers` : 'the minimum spots'}.{' '}
        <span data-direction={difference.direction}>{difference.label}</span>
      </p>
      <table className="op-Breakdown">
        <caption className="pt-visually-hidden">Cost breakdown</caption>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} data-total={r.key === 'totalTravelerPrice' || r.key === 'operatorSubtotal' || undefined}>
              <th scope="row">{r.label}</th>
              <td>{r.display}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
