// The services agreement (WSP-018..023): shown while the trip is pricing-approved, or host-approved without the
// agreement document that publishing needs; Continue is enabled only once the checkbox is ticked, accepting moves the
// trip to host-approved (the API's trip machine) and records the document, errors are a danger toast.
import { AGREEMENT_ERROR_TOAST_VARIANT, canContinueServicesAgreement, tripStatusLabel } from '@caravan/domain';
import { Badge, Button, Card, showToast } from '@caravan/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../api/index.js';
import { type HostWorkspace, workspaceApi, workspaceKeys } from './workspace.api.js';

/** DECIDE: the spec shows no agreement wording; a short summary stands in for the agreement document. */
export const SERVICES_AGREEMENT_SUMMARY =
  'By accepting, you agree to host this trip at the approved price, to promote it to your audience, and to the ' +
  'Caravan host terms of service. Your trip page can then be scheduled and published.';
export const SERVICES_AGREEMENT_CHECKBOX = 'I have read and accept the services agreement';

/** The agreement card's id, so the publish refusal links straight to it (WSP-023). */
export const SERVICES_AGREEMENT_ANCHOR = 'services-agreement';

/** DECIDE: toasts stay five seconds, long enough to read one sentence. */
const AGREEMENT_TOAST_MS = 5000;

const acceptedOn = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export function AgreementCard({ workspace }: { workspace: HostWorkspace }) {
  const { trip } = workspace;
  // A host-approved trip without the document (accepted on the host's behalf) still needs the host's acceptance.
  const awaitsAcceptance =
    trip.status === 'pricing-approved' || (trip.status === 'host-approved' && !trip.termsAcceptedAt);
  if (awaitsAcceptance) return <AgreementForm trip={trip} readOnly={workspace.shell.readOnly} />;
  if (!trip.termsAcceptedAt) return null;
  return (
    <p className="pt-Muted ws-AgreementAccepted">
      Services agreement accepted on {acceptedOn(trip.termsAcceptedAt)} · Trip status{' '}
      <Badge tone="success">{tripStatusLabel(trip.status)}</Badge>
    </p>
  );
}

function AgreementForm({ trip, readOnly }: { trip: HostWorkspace['trip']; readOnly: boolean }) {
  const client = useQueryClient();
  const [checked, setChecked] = useState(false);
  const accept = useMutation({
    mutationFn: () => workspaceApi.acceptAgreement(trip.id),
    onSuccess: (next) => {
      client.setQueryData(workspaceKeys.workspace(trip.id), next);
      showToast({ title: 'Services agreement accepted', tone: 'success' }, AGREEMENT_TOAST_MS);
    },
    // WSP-022: agreement errors are a danger toast.
    onError: (error) =>
      showToast(
        {
          title: 'Something went wrong',
          description: error instanceof ApiError ? error.message : 'The agreement could not be accepted.',
          tone: AGREEMENT_ERROR_TOAST_VARIANT,
        },
        AGREEMENT_TOAST_MS,
      ),
  });
  return (
    <Card title="Services Agreement" className="ws-Agreement" id={SERVICES_AGREEMENT_ANCHOR} tabIndex={-1}>
      <p>
        {trip.status === 'pricing-approved'
          ? 'Your pricing is approved. Review and accept the services agreement to move your trip forward.'
          : 'Review and accept the services agreement so your trip page can be published.'}
      </p>
      <p className="pt-Muted">{SERVICES_AGREEMENT_SUMMARY}</p>
      <label className="ws-AgreementCheck">
        <input
          type="checkbox"
          checked={checked}
          disabled={readOnly || accept.isPending}
          onChange={(e) => setChecked(e.target.checked)}
        />{' '}
        <span>{SERVICES_AGREEMENT_CHECKBOX}</span>
      </label>
      <div>
        <Button
          isDisabled={readOnly || !canContinueServicesAgreement(checked) || accept.isPending}
          onPress={() => accept.mutate()}
        >
          Continue
        </Button>
      </div>
    </Card>
  );
}
