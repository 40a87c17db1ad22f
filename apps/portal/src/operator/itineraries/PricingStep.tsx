// Step 3 'Review pricing' (RTE-015): submits the itinerary for approval (OPI-008) when the itinerary machine allows
// it; the pricing form itself arrives with the pricing work. A failure shows 'Error - {reason}' (OER-002).
import { operatorItineraryGroupOf, operatorItineraryPath, operatorItineraryStatusLabel } from '@caravan/domain';
import { Button } from '@caravan/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { notify } from '../../shell/notify.js';
import { saveErrorText } from '../review-details/review-details-form.js';
import { type OperatorItinerary, itineraryApi, itineraryKeys } from './itineraries.api.js';
import { useItineraryLifecycle } from './useItineraryLifecycle.js';
import { OPERATOR_MESSAGES } from '../operator-messages.js';

export function PricingStep({ itinerary }: { itinerary: OperatorItinerary }) {
  const lifecycle = useItineraryLifecycle(itinerary);
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [error, setError] = useState<string | null>(null);
  const submit = useMutation({
    mutationFn: () => itineraryApi.submit(itinerary.id, itinerary.version),
    onSuccess: async (saved) => {
      lifecycle.synced(saved.id, saved.status);
      queryClient.setQueryData(itineraryKeys.one(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: itineraryKeys.all() });
      navigate(operatorItineraryPath(saved.id, 'success'));
    },
    onError: (e) => {
      const reason = e instanceof Error ? e.message : OPERATOR_MESSAGES.generic;
      setError(saveErrorText(reason));
      notify({ title: OPERATOR_MESSAGES.failureTitle, description: reason, tone: 'danger' }, 'snackbar');
    },
  });
  const group = operatorItineraryGroupOf(itinerary.status);
  return (
    <section className="op-Form" aria-label="Review pricing">
      {group === 'not-submitted' ? (
        <p>When the details and services are ready, submit the itinerary: it waits for approval, then goes live.</p>
      ) : (
        <p>This itinerary is {operatorItineraryStatusLabel(itinerary.status)}.</p>
      )}
      {error ? (
        <p className="op-Error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="op-Actions">
        <Button onPress={() => submit.mutate()} isDisabled={!lifecycle.canSubmit} isPending={submit.isPending}>
          Submit for approval
        </Button>
      </div>
    </section>
  );
}
