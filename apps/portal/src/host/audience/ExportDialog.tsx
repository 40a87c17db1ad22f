// Export Data (AUD-005, AUD-008..011, HAP-033): the audience-export machine's view. It asks whether to include the
// survey answers, requests the export, then shows 'we are exporting' and downloads the file; on failure the spec's
// error screen with Try Again and Cancel.
import { AUDIENCE_MESSAGES } from '@caravan/domain';
import {
  audienceExportMachine,
  selectAudienceExportDownload,
  selectAudienceExportExtended,
  selectAudienceExportScreen,
  selectAudienceExportStatus,
} from '@caravan/machines';
import { Button, DialogTrigger, ModalDialog } from '@caravan/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { audienceApi } from './audience.api.js';

/** DECIDE: the 'we are exporting' screen's words (AUD-009); the spec names the screen, not its text. */
export const EXPORTING_COPY = {
  title: 'We are exporting your data',
  body: 'Your file is downloading now, and we are e-mailing you a link to it too.',
} as const;

/** Starts the browser's download of the CSV (the API answers it as an attachment). */
function download(path: string) {
  const a = document.createElement('a');
  a.href = path;
  a.download = '';
  document.body.append(a);
  a.click();
  a.remove();
}

export function ExportDialog({ isDisabled }: { isDisabled: boolean }) {
  const actor = useActorRef(
    audienceExportMachine.provide({
      actors: { requestExport: fromPromise(({ input }) => audienceApi.requestExport(input.extended)) },
    }),
    { input: { extended: true } },
  );
  const status = useSelector(actor, selectAudienceExportStatus);
  const screen = useSelector(actor, selectAudienceExportScreen);
  const downloadPath = useSelector(actor, selectAudienceExportDownload);
  const extended = useSelector(actor, selectAudienceExportExtended);
  // The machine kept the file of a successful export: the browser downloads it once per export.
  useEffect(() => {
    if (downloadPath) download(downloadPath);
  }, [downloadPath]);
  const start = () => actor.send({ type: status === 'failure' ? 'export.retry' : 'export.request' });

  return (
    <DialogTrigger onOpenChange={() => actor.send({ type: 'export.reset' })}>
      <Button isDisabled={isDisabled}>Export Data</Button>
      <ModalDialog
        title={
          screen === 'error'
            ? AUDIENCE_MESSAGES.exportErrorTitle
            : screen === 'exporting'
              ? EXPORTING_COPY.title
              : 'Export Data'
        }
        actions={({ close }) =>
          screen === 'error' ? (
            <>
              <Button variant="secondary" onPress={close}>
                {AUDIENCE_MESSAGES.exportErrorActions[1]}
              </Button>
              <Button onPress={start}>{AUDIENCE_MESSAGES.exportErrorActions[0]}</Button>
            </>
          ) : screen === 'exporting' ? (
            <Button onPress={close}>Done</Button>
          ) : (
            <>
              <Button variant="secondary" onPress={close}>
                Cancel
              </Button>
              <Button onPress={start} isDisabled={status === 'pending'}>
                Export
              </Button>
            </>
          )
        }
      >
        {screen === 'error' ? (
          <p>{AUDIENCE_MESSAGES.exportErrorDescription}</p>
        ) : screen === 'exporting' ? (
          <>
            <p>{EXPORTING_COPY.body}</p>
            {downloadPath ? (
              <p>
                <a href={downloadPath} download>
                  Download the file again
                </a>
              </p>
            ) : null}
          </>
        ) : (
          <>
            <p>Your audience's names and e-mails, as a CSV file.</p>
            <label className="au-Check">
              <input
                type="checkbox"
                checked={extended}
                onChange={(e) => actor.send({ type: 'export.setExtended', extended: e.target.checked })}
              />
              Include the survey answers
            </label>
          </>
        )}
      </ModalDialog>
    </DialogTrigger>
  );
}
