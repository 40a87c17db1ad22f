// /admin/trip-requests/{id}: one trip request for the admin, so a still-pending one (no trip yet) can be edited (TRP-006).
import { PageHeader } from '@caravan/ui';
import { adminBack } from '../AdminBack.js';
import { EditTripRequest } from './EditTripRequest.js';

export function AdminTripRequestPage({ id }: { id: string }) {
  return (
    <div className="pt-Stack">
      {adminBack}
      <PageHeader eyebrow="Admin · Trip request" title="Trip request" />
      <EditTripRequest id={id} />
    </div>
  );
}
