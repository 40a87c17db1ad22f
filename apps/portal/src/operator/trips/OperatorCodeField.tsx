// The operator code in a review's details (OPI-023): shown only for trips and trip requests, never for an itinerary.
import { type ItineraryFormModel, showsOperatorCodeField } from '@caravan/domain';

export function OperatorCodeField({ model, code }: { model: ItineraryFormModel; code: string | null }) {
  if (!showsOperatorCodeField(model)) return null;
  return (
    <div>
      <dt>Operator code</dt>
      <dd>{code ?? 'Not set'}</dd>
    </div>
  );
}
