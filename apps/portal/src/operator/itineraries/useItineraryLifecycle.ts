// The itinerary machine for one builder (@xstate/react): the first save on /new runs its injected create actor (the
// API call), and Submit is enabled by what the machine allows the signed-in operator.
import type { ItineraryReviewDetailsInput, ItineraryStatus } from '@caravan/domain';
import {
  type ItineraryActor,
  itineraryMachine,
  selectCanApprovePricing,
  selectIsSaving,
  selectItineraryError,
  selectItineraryId,
} from '@caravan/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { useRef } from 'react';
import { fromPromise } from 'xstate';
import { useProfile } from '../../shell/session.js';
import { itineraryApi } from './itineraries.api.js';

export function useItineraryLifecycle(stored: { id: string; status: ItineraryStatus } | null) {
  const profile = useProfile();
  const actor: ItineraryActor = { group: profile.group, role: profile.role };
  // The create actor's last failure reason, for the 'Something went wrong' toast (OER-004).
  const lastFailure = useRef<string | null>(null);
  const ref = useActorRef(
    itineraryMachine.provide({
      actors: {
        createItinerary: fromPromise(async ({ input }) => {
          // The payload carries status incomplete and the owner (OPI-006); the API takes both from the session.
          const { status: _status, owner: _owner, ...details } = input.payload;
          try {
            const created = await itineraryApi.create(details as ItineraryReviewDetailsInput);
            return { id: created.id };
          } catch (error) {
            lastFailure.current = error instanceof Error ? error.message : String(error);
            throw error;
          }
        }),
      },
    }),
    { input: { status: stored?.status ?? null, owner: profile.id, itineraryId: stored?.id ?? null } },
  );
  const creating = useSelector(ref, selectIsSaving);
  // Only a new itinerary reports the id its first save created (the screen then moves to its page).
  const itineraryId = useSelector(ref, selectItineraryId);
  const createdId = stored === null ? itineraryId : null;
  const createError = useSelector(ref, selectItineraryError);
  const canSubmit = useSelector(ref, selectCanApprovePricing(actor));
  return {
    creating,
    createdId,
    createError,
    lastFailure,
    canSubmit,
    /** The first save on /new. */
    create: (values: ItineraryReviewDetailsInput) => ref.send({ type: 'itinerary.save', actor, values }),
    /** The stored itinerary was read again (after a submit): the machine re-routes from its status. */
    synced: (id: string, status: ItineraryStatus) => ref.send({ type: 'itinerary.synced', itineraryId: id, status }),
  };
}
