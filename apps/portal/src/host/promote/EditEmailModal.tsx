// The promote email edit modal (PRM-007, PRM-010..PRM-017): the copy with its remaining-characters counter (red at
// zero or below), edits taking effect only through 'Apply Changes', a live preview frame with 'Open', a test send to
// the host's own address, on/off and send time, and Save enabled only when the email changed.
import {
  applyPromoteEmailDraft,
  campaignScheduleError,
  canSavePromoteEmail,
  isPromoteEmailCounterRed,
  PROMOTE_EMAIL_MAX_CHARACTERS,
  PROMOTE_EMAIL_NOT_SAVED_TOAST,
  PROMOTE_EMAIL_PREVIEW_OPEN_LABEL,
  PROMOTE_EMAIL_SAVED_TOAST,
  PROMOTE_EMAIL_SEND_ERROR_MESSAGE,
  PROMOTE_EMAIL_SENT_MESSAGE,
  promoteEmailCopy,
  promoteEmailRemainingCharacters,
} from '@caravan/domain';
import { Button, ModalDialog, Spinner, Switch } from '@caravan/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { notify } from '../../shell/notify.js';
import { type CampaignEdit, type HostPromoteCampaign, promoteApi, promoteKeys } from './promote.api.js';

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as the value of a datetime-local input, in the host's own zone. */
function localInputOf(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
const isoOf = (local: string): string | null => (local ? new Date(local).toISOString() : null);

export function EditEmailModal({
  tripId,
  tripName,
  tripStartDate,
  campaign,
  onClose,
}: {
  tripId: string;
  /** The copy box shows the text the e-mail sends: the host's own, or the default copy built from the trip's name. */
  tripName: string;
  tripStartDate: string;
  campaign: HostPromoteCampaign;
  onClose: () => void;
}) {
  const ids = { copy: useId(), counter: useId(), when: useId(), whenError: useId() };
  const queryClient = useQueryClient();
  const saved: CampaignEdit = {
    hostBlurb: campaign.hostBlurb,
    active: campaign.active,
    scheduledDate: campaign.scheduledDate,
  };
  const [current, setCurrent] = useState<CampaignEdit>(saved);
  const [draft, setDraft] = useState(promoteEmailCopy(campaign.hostBlurb, { name: tripName }));
  const remaining = promoteEmailRemainingCharacters(draft);
  const red = isPromoteEmailCounterRed(remaining);
  const scheduleChanged = current.scheduledDate !== saved.scheduledDate;
  const scheduleError =
    current.active && current.scheduledDate && scheduleChanged
      ? campaignScheduleError({ scheduledDate: new Date(current.scheduledDate), now: new Date(), tripStartDate })
      : null;
  const changed = canSavePromoteEmail(saved, current) || scheduleChanged;

  const preview = useQuery({
    queryKey: [...promoteKeys.campaigns(tripId), campaign.id, 'preview', current.hostBlurb],
    queryFn: ({ signal }) => promoteApi.preview(tripId, campaign.id, current.hostBlurb, signal),
    placeholderData: keepPreviousData,
  });
  const save = useMutation({
    mutationFn: () => promoteApi.save(tripId, campaign.id, current),
    // The modal closes once the table has re-read the saved copy: closing first left the old row a moment, and an Edit
    // pressed then opened the copy as it was before the save (a flaky browser test found it).
    onSuccess: async () => {
      notify(PROMOTE_EMAIL_SAVED_TOAST);
      await queryClient.invalidateQueries({ queryKey: promoteKeys.campaigns(tripId) });
      onClose();
    },
    onError: () => notify({ ...PROMOTE_EMAIL_NOT_SAVED_TOAST, tone: 'danger' }),
  });
  const test = useMutation({
    mutationFn: () => promoteApi.testSend(tripId, campaign.id, current.hostBlurb),
    onSuccess: (r) =>
      notify({ title: PROMOTE_EMAIL_SENT_MESSAGE, description: `Sent to ${r.to}`, tone: 'success' }, 'emailTest'),
    onError: () => notify({ title: PROMOTE_EMAIL_SEND_ERROR_MESSAGE, tone: 'danger' }, 'emailTest'),
  });
  const openPreview = () => {
    if (!preview.data) return;
    const url = URL.createObjectURL(new Blob([preview.data.previewHtml], { type: 'text/html' }));
    window.open(url, '_blank', 'noopener');
  };

  return (
    <ModalDialog
      title={`Edit email: ${campaign.name}`}
      isOpen
      onOpenChange={(open) => (open ? null : onClose())}
      className="pr-EditModal"
      actions={({ close }) => (
        <>
          <Button variant="secondary" onPress={close}>
            Cancel
          </Button>
          <Button
            isDisabled={!changed || scheduleError !== null}
            isPending={save.isPending}
            onPress={() => save.mutate()}
          >
            Save
          </Button>
        </>
      )}
    >
      <div className="pr-EditGrid">
        <div className="pr-EditForm">
          <p className="pt-Muted">Subject: {campaign.subject}</p>
          <div className="cv-Field">
            <label htmlFor={ids.copy} className="cv-Field-label">
              Your message
            </label>
            <textarea
              id={ids.copy}
              className="cv-Input pr-Copy"
              rows={6}
              value={draft}
              aria-describedby={ids.counter}
              aria-invalid={remaining < 0 || undefined}
              onChange={(e) => setDraft(e.target.value)}
            />
            <p
              id={ids.counter}
              className={red ? 'pr-Counter pr-Counter--red' : 'pr-Counter'}
              data-red={red || undefined}
            >
              {remaining} of {PROMOTE_EMAIL_MAX_CHARACTERS} characters remaining
            </p>
          </div>
          <Button
            variant="secondary"
            isDisabled={remaining < 0 || draft === current.hostBlurb}
            onPress={() => setCurrent((c) => applyPromoteEmailDraft(c, { hostBlurb: draft }))}
          >
            Apply Changes
          </Button>
          <Switch isSelected={current.active} onChange={(active) => setCurrent((c) => ({ ...c, active }))}>
            Send this email
          </Switch>
          <div className="cv-Field">
            <label htmlFor={ids.when} className="cv-Field-label">
              Send on (your time)
            </label>
            <input
              id={ids.when}
              type="datetime-local"
              className="cv-Input"
              value={localInputOf(current.scheduledDate)}
              aria-invalid={scheduleError ? true : undefined}
              aria-describedby={scheduleError ? ids.whenError : undefined}
              onChange={(e) => setCurrent((c) => ({ ...c, scheduledDate: isoOf(e.target.value) }))}
            />
            {scheduleError ? (
              <p id={ids.whenError} className="cv-Field-error">
                {scheduleError}
              </p>
            ) : null}
          </div>
          <Button variant="secondary" isPending={test.isPending} onPress={() => test.mutate()}>
            Send test email
          </Button>
        </div>
        <div className="pr-Preview">
          <div className="pr-PreviewBar">
            <span>Preview</span>
            <Button variant="quiet" size="sm" isDisabled={!preview.data} onPress={openPreview}>
              {PROMOTE_EMAIL_PREVIEW_OPEN_LABEL}
            </Button>
          </div>
          {preview.data ? (
            // No sandbox: the API escapes every value it puts in the HTML, which holds no script, and a sandboxed frame
            // would also refuse the accessibility checker's script.
            <iframe className="pr-PreviewFrame" title="Email preview" srcDoc={preview.data.previewHtml} />
          ) : preview.isError ? (
            <p className="pt-Muted">The preview could not be loaded.</p>
          ) : (
            <Spinner label="Loading the preview…" />
          )}
        </div>
      </div>
    </ModalDialog>
  );
}
