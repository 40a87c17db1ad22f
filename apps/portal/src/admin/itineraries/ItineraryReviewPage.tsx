// /admin/itineraries: the itineraries operators submitted, pending approval; an admin approves one (Live) or rejects
// it (back to Not Submitted) after a confirmation, through the itinerary machine behind the review API.
import { ITINERARY_STATUS_LABELS } from '@caravan/domain';
import {
  Alert,
  Button,
  Cell,
  Column,
  ModalDialog,
  PageHeader,
  Row,
  Spinner,
  Table,
  TableBody,
  TableHeader,
} from '@caravan/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../api/index.js';
import { usePagedList } from '../../api/paged.js';
import { LoadMore } from '../../shell/LoadMore.js';
import { adminBack } from '../AdminBack.js';
import {
  type ItineraryReviewEventType,
  type ReviewItinerary,
  itineraryReviewApi,
  itineraryReviewKeys,
} from './itinerary-review.api.js';

/** The confirmation of each review action: its dialog title, body and button. */
const ACTIONS: Record<ItineraryReviewEventType, { verb: string; title: string; body: string }> = {
  'itinerary.approve': {
    verb: 'Approve',
    title: 'Approve this itinerary?',
    body: 'It goes Live: hosts can find it in the catalogue and request trips on it.',
  },
  'itinerary.requestChanges': {
    verb: 'Reject',
    title: 'Reject this itinerary?',
    body: 'It goes back to the operator as Not Submitted, to change and submit again.',
  },
};

export function ItineraryReviewPage() {
  const client = useQueryClient();
  const list = usePagedList(itineraryReviewKeys.pending(), (cursor, signal) =>
    itineraryReviewApi.pending(cursor, signal),
  );
  const [pending, setPending] = useState<{ itinerary: ReviewItinerary; type: ItineraryReviewEventType } | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const review = useMutation({
    mutationFn: (p: { itinerary: ReviewItinerary; type: ItineraryReviewEventType }) =>
      itineraryReviewApi.review(p.itinerary.id, p.type),
    onSuccess: (moved) => {
      setOutcome({ tone: 'success', text: `${moved.name} is now ${ITINERARY_STATUS_LABELS[moved.status]}.` });
      setPending(null);
      return client.invalidateQueries({ queryKey: itineraryReviewKeys.pending() });
    },
    onError: (error) => {
      setOutcome({ tone: 'danger', text: error instanceof ApiError ? error.message : 'The review failed.' });
      setPending(null);
    },
  });
  const state = list.state;
  const action = pending ? ACTIONS[pending.type] : null;
  return (
    <>
      {adminBack}
      <PageHeader
        eyebrow="Admin"
        title="Itinerary review"
        description="Itineraries operators submitted for approval."
      />
      {outcome ? (
        <Alert tone={outcome.tone} title={outcome.tone === 'success' ? 'Review saved' : 'Could not review'}>
          {outcome.text}
        </Alert>
      ) : null}
      {state.status === 'failed' ? (
        <Alert tone="danger" title="Could not load itineraries">
          {state.message}
        </Alert>
      ) : state.status === 'loading' ? (
        <Spinner size="lg" label="Loading itineraries…" />
      ) : (
        <Table aria-label="Itineraries pending approval">
          <TableHeader>
            <Column isRowHeader>Name</Column>
            <Column>Destination</Column>
            <Column>Status</Column>
            <Column>Review</Column>
          </TableHeader>
          <TableBody
            items={state.data}
            renderEmptyState={() => <p className="pt-Empty">No itineraries are pending approval.</p>}
          >
            {(it) => (
              <Row id={it.id}>
                <Cell>{it.name}</Cell>
                <Cell>{[it.destination, it.country].filter(Boolean).join(', ')}</Cell>
                <Cell>{ITINERARY_STATUS_LABELS[it.status]}</Cell>
                <Cell>
                  <span className="pt-Toolbar">
                    <Button size="sm" onPress={() => setPending({ itinerary: it, type: 'itinerary.approve' })}>
                      Approve
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      onPress={() => setPending({ itinerary: it, type: 'itinerary.requestChanges' })}
                    >
                      Reject
                    </Button>
                  </span>
                </Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      )}
      <LoadMore list={list} label="Load more itineraries" />
      <ModalDialog
        title={action?.title ?? 'Review'}
        role="alertdialog"
        isOpen={pending !== null}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        actions={({ close }) => (
          <>
            <Button variant="secondary" onPress={close}>
              Cancel
            </Button>
            <Button isPending={review.isPending} onPress={() => pending && review.mutate(pending)}>
              {action?.verb ?? 'Confirm'}
            </Button>
          </>
        )}
      >
        <p>
          <strong>{pending?.itinerary.name}</strong>: {action?.body}
        </p>
      </ModalDialog>
    </>
  );
}
