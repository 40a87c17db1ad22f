// The status panel's publish action (WSP-062..064, WSP-067): the publish machine, restored from the stored page,
// offers 'Request Publish' on a pending page and 'Publish' once the review has passed; a failure is logged, never shown.
import { PUBLISH_REVIEW_COPY, PUBLISH_REVIEW_PAGE_LABEL } from '@caravan/domain';
import { publishMachine, selectPublishAction } from '@caravan/machines';
import { Button } from '@caravan/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useProfile } from '../../shell/session.js';
import { type HostWorkspace, workspaceApi, workspaceKeys } from './workspace.api.js';

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
  const action = useSelector(ref, (s) => selectPublishAction(s, { group: profile.group, role: profile.role }));
  const request = useMutation({
    mutationFn: () =>
      action.kind === 'request-publish' ? workspaceApi.requestPublish(trip.id) : workspaceApi.publish(trip.id),
    onSuccess: (next) => client.setQueryData(workspaceKeys.workspace(trip.id), next),
    // WSP-067: publish errors are logged only.
    onError: (error) => console.warn(`${action.label} failed`, error),
  });
  if (action.kind === 'go-live')
    // A reviewed page (Marketing) goes Live! from here; one in review or live offers nothing.
    return action.enabled ? (
      <div className="ws-Publish">
        <p className="pt-Muted">Your trip page passed review.</p>
        <Button isDisabled={readOnly || request.isPending} onPress={() => request.mutate()}>
          {action.label}
        </Button>
      </div>
    ) : null;
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
