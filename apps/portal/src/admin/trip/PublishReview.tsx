// The admin trip page's trip page card (host-and-platform §4.4, WSP-061): the publish status badge and, when the
// publish machine restored from the stored page allows it, 'Pass page review' (In Review to Marketing).
import { publishStatusBadge, publishStatusSchema, tripStatusSchema } from '@caravan/domain';
import { publishMachine, selectCanApproveReview } from '@caravan/machines';
import { Alert, Badge, type BadgeTone, Button, Card } from '@caravan/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import type { AdminTripOverview } from '../../api/index.js';
import { queryKeys } from '../../api/queries.js';
import { useProfile } from '../../shell/session.js';
import { publishReviewApi } from './publish-review.api.js';

const TONES: Record<ReturnType<typeof publishStatusSchema.parse>, BadgeTone> = {
  pending: 'warning',
  'in-review': 'info',
  marketing: 'brand',
  live: 'success',
};

export function PublishReview({ trip }: { trip: AdminTripOverview['trip'] }) {
  // Keyed by the stored statuses: a move re-reads the overview and restores the machine from the new row.
  return <Review key={`${trip.publishStatus}|${trip.status}`} trip={trip} />;
}

function Review({ trip }: { trip: AdminTripOverview['trip'] }) {
  const profile = useProfile();
  const queryClient = useQueryClient();
  const publishStatus = publishStatusSchema.parse(trip.publishStatus);
  const ref = useActorRef(publishMachine, {
    input: { publishStatus, tripStatus: tripStatusSchema.parse(trip.status), now: new Date() },
  });
  const canPass = useSelector(ref, selectCanApproveReview({ group: profile.group, role: profile.role }));
  const pass = useMutation({
    mutationFn: () => publishReviewApi.review(trip.id, { type: 'publish.approveReview' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminTrip(trip.id) }),
  });
  return (
    <Card title="Trip page">
      {pass.isError ? (
        <Alert tone="danger" title="The review did not pass">
          {pass.error.message}
        </Alert>
      ) : null}
      <p>
        Publish status: <Badge tone={TONES[publishStatus]}>{publishStatusBadge(publishStatus)}</Badge>
      </p>
      {canPass ? (
        <Button isPending={pass.isPending} onPress={() => pass.mutate()}>
          Pass page review
        </Button>
      ) : (
        <p className="pt-Muted">Only a page the host asked to publish (In Review) waits for the review.</p>
      )}
    </Card>
  );
}
