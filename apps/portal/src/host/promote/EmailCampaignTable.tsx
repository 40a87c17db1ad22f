// The Email Campaign table (PRM-006, PRM-008, PRM-009): each email of the campaign with its send time and status,
// 'Edit' where the domain's editability rule allows, and 'Send now' (confirmed) for an active email of a live trip.
import {
  PROMOTE_EMAIL_CAMPAIGN_TABLE_TITLE,
  PROMOTE_EMAIL_SEND_ERROR_MESSAGE,
  PROMOTE_EMAIL_SENT_MESSAGE,
} from '@caravan/domain';
import { Alert, Badge, type BadgeTone, Button, Card, ModalDialog, Spinner } from '@caravan/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { usePagedList } from '../../api/paged.js';
import { LoadMore } from '../../shell/LoadMore.js';
import { notify } from '../../shell/notify.js';
import { EditEmailModal } from './EditEmailModal.js';
import { type HostPromoteCampaign, promoteApi, promoteKeys } from './promote.api.js';

const STATUS_TONES: Record<HostPromoteCampaign['status'], BadgeTone> = {
  Pending: 'neutral',
  Scheduled: 'info',
  Sent: 'success',
  Disabled: 'warning',
  Canceled: 'danger',
};

/** The send time in the host's own zone, or the plan's label while unscheduled. */
export function whenLabel(c: HostPromoteCampaign): string {
  const at = c.completedDate ?? c.scheduledDate;
  if (!at) return c.scheduledLabel ?? 'Not scheduled';
  return new Date(at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

export function EmailCampaignTable({
  tripId,
  tripName,
  tripStartDate,
}: {
  tripId: string;
  tripName: string;
  tripStartDate: string;
}) {
  const queryClient = useQueryClient();
  const list = usePagedList(promoteKeys.campaigns(tripId), (cursor, signal) =>
    promoteApi.campaigns(tripId, cursor, signal),
  );
  const [editing, setEditing] = useState<HostPromoteCampaign | null>(null);
  const [sending, setSending] = useState<HostPromoteCampaign | null>(null);
  const send = useMutation({
    mutationFn: (c: HostPromoteCampaign) => promoteApi.sendNow(tripId, c.id),
    onSuccess: () => {
      notify({ title: PROMOTE_EMAIL_SENT_MESSAGE, tone: 'success' });
      void queryClient.invalidateQueries({ queryKey: promoteKeys.campaigns(tripId) });
    },
    onError: () => notify({ title: PROMOTE_EMAIL_SEND_ERROR_MESSAGE, tone: 'danger' }),
    onSettled: () => setSending(null),
  });

  return (
    <Card title={PROMOTE_EMAIL_CAMPAIGN_TABLE_TITLE}>
      {list.state.status === 'failed' ? (
        <Alert tone="danger" title="We couldn't load your emails">
          {list.state.message}
        </Alert>
      ) : list.state.status === 'loading' ? (
        <Spinner label="Loading your emails…" />
      ) : list.state.data.length === 0 ? (
        <p className="pt-Muted">Your email campaign starts once your trip is scheduled to launch.</p>
      ) : (
        <div className="pr-TableWrap">
          <table className="pr-Table">
            <caption className="pt-visually-hidden">{PROMOTE_EMAIL_CAMPAIGN_TABLE_TITLE}</caption>
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Sends</th>
                <th scope="col">Status</th>
                <th scope="col">Opened</th>
                <th scope="col">Clicked</th>
                <th scope="col">
                  <span className="pt-visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.state.data.map((c) => (
                <tr key={c.id}>
                  <th scope="row">{c.name}</th>
                  <td>{whenLabel(c)}</td>
                  <td>
                    <Badge tone={STATUS_TONES[c.status]}>{c.status}</Badge>
                  </td>
                  <td>{c.opened}</td>
                  <td>{c.clicked}</td>
                  <td className="pr-Actions">
                    {c.editable ? (
                      <Button variant="secondary" size="sm" onPress={() => setEditing(c)} aria-label={`Edit ${c.name}`}>
                        Edit
                      </Button>
                    ) : null}
                    {c.sendable ? (
                      <Button variant="quiet" size="sm" onPress={() => setSending(c)} aria-label={`Send ${c.name} now`}>
                        Send now
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <LoadMore list={list} label="More emails" />
      {editing ? (
        <EditEmailModal
          tripId={tripId}
          tripName={tripName}
          tripStartDate={tripStartDate}
          campaign={editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ModalDialog
        title="Send this email now?"
        isOpen={sending !== null}
        onOpenChange={(open) => (open ? null : setSending(null))}
        actions={({ close }) => (
          <>
            <Button variant="secondary" onPress={close}>
              Cancel
            </Button>
            <Button isPending={send.isPending} onPress={() => sending && send.mutate(sending)}>
              Send now
            </Button>
          </>
        )}
      >
        <p>
          “{sending?.name}” goes to everyone in your audience who agreed to hear about your trips. It cannot be undone.
        </p>
      </ModalDialog>
    </Card>
  );
}
