// The cancel-booking actor of Manage Booking, owned by @xstate/react: started on mount, stopped on unmount (a
// request under way is abandoned), kept through StrictMode's double mount, and told when the records are re-fetched.
import { useEffect, useRef } from 'react';
import type { CancelBookingInput, cancelBookingMachine } from '@caravan/machines';
import { useActorRef } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';

/**
 * Runs `machine` from `input`; a new `input` (fresh trip and booking records, e.g. after paying the balance) is sent
 * as `cancel.refresh`, and the machine decides what becomes of a flow under way. Pass a memoised input: each new
 * object counts as fresh records.
 */
export function useCancelFlow(
  machine: typeof cancelBookingMachine,
  input: CancelBookingInput,
): ActorRefFrom<typeof cancelBookingMachine> {
  const actor = useActorRef(machine, { input });
  const applied = useRef(input);
  useEffect(() => {
    if (applied.current === input) return;
    applied.current = input;
    actor.send({ type: 'cancel.refresh', input });
  }, [actor, input]);
  return actor;
}
