// The success tab (GTF-022, GTF-023): the transfers are booked; the traveler is told so and returned to the trip.
import { notify } from '../../shell/notify.js';
import type { groundTransferBookingMachine } from '@caravan/machines';
import { selectBookedGroundTransferIds } from '@caravan/machines';
import { Spinner } from '@caravan/ui';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import type { ActorRefFrom } from 'xstate';

export const TRANSFER_BOOKED_MESSAGE = 'Your airport transfers are booked.';

export function SuccessTab({
  tripPage,
  flowRef,
}: {
  tripPage: string;
  flowRef: ActorRefFrom<typeof groundTransferBookingMachine>;
}) {
  const [, navigate] = useLocation();
  const booked = useSelector(flowRef, selectBookedGroundTransferIds);
  useEffect(() => {
    notify({ title: TRANSFER_BOOKED_MESSAGE });
    navigate(tripPage, { replace: true });
  }, [navigate, tripPage]);
  return <Spinner label={`${booked.length} transfer(s) booked. Returning to your trip…`} />;
}
