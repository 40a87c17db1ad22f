// The status panel's publish action (WSP-062..064, WSP-067): the publish machine, restored from the stored page,
// offers 'Request Publish' on a pending page and 'Publish' once the review has passed; a failure is logged, never shown.
// 'Publish' waits for the agreement document (WSP-023): the same domain rule as the API says why, and where to add it.
import {
  AgreementDocumentMissingError,
  PUBLISH_REVIEW_COPY,
  PUBLISH_REVIEW_PAGE_LABEL,
  requireAgreementDocument,
} from '@caravan/domain';
import { publishMachine, selectPublishActionOf } from '@caravan/machines';
import { Alert, Button } from '@caravan/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useProfile } from '../../shell/session.js';
import { SERVICES_AGREEMENT_ANCHOR } from './AgreementCard.js';
import { type HostWorkspace, workspaceApi, workspaceKeys } from './workspace.api.js';

/** Why the page cannot go live yet: the domain's missing-document copy, or null once the agreement is accepted. */
function missingAgreementDocument(trip: HostWorkspace['trip']): string | null {
  try {
    requireAgreementDocument(trip.termsAcceptedAt);
    return null;
  } catch (error) {
    if (error instanceof AgreementDocumentMissingError) return error.message;
    throw error;
  }
}

export function PublishAction({ trip, readOnly }: { trip: HostWorkspace['trip']; readOnly: boolean }) {
  return <Publish key={`${trip.publishStatus}|${trip.status}`} trip={trip} readOnly={readOnly} />;
}

function Publish({ trip, readOnly }: { trip: HostWorkspace['trip']; readOnly: boolean }) {
  const profile = useProfile();
  const client = useQueryClient();
  const ref = useActorRef(publishMachine, {
    input: {
      publishStatus: trip.publishStatus,
      tripStatus: trip.status,
      now: new Date(),
      publishRequest: trip.publishRequest ? new Date(trip.publishRequest) : null,
    },
  });
  const action = useSelector(ref, selectPublishActionOf({ group: profile.group, role: profile.role }));
  const request = useMutation({
    mutationFn: () =>
      action.kind === 'request-publish' ? workspaceApi.requestPublish(trip.id) : workspaceApi.publish(trip.id),
    onSuccess: (next) => client.setQueryData(workspaceKeys.workspace(trip.id), next),
    // WSP-067: publish errors are logged only.
    onError: (error) => console.warn(`${action.label} failed`, error),
  });
  if (action.kind === 'go-live') {
    // A reviewed page (Marketing) goes Live! from here; one in review or live offers nothing.
    if (!action.enabled) return null;
    const missing = missingAgreementDocument(trip);
    return (
      <div className="ws-Publish">
        <p className="pt-Muted">Your trip page passed review.</p>
        {missing ? (
          <Alert tone="warning" title={missing}>
            Accept the services agreement for this trip, then publish your page.{' '}
            <a href={`#${SERVICES_AGREEMENT_ANCHOR}`} className="cv-Link">
              Go to the services agreement
            </a>
          </Alert>
        ) : null}
        <Button isDisabled={readOnly || missing !== null || request.isPending} onPress={() => request.mutate()}>
          {action.label}
        </Button>
      </div>
    );
  }
  return (
    <div className="ws-Publish">
      <p className="pt-Muted">
        {PUBLISH_REVIEW_PAGE_LABEL}: check your trip details and gatherings, then ask us to publish.{' '}
        {PUBLISH_REVIEW_COPY}
      </p>
      <Button isDisabled={readOnly || !action.enabled || request.isPending} onPress={() => request.mutate()}>
        {action.label}
      </Button>
    </div>
  );
}
