// Export Data (AUD-005, AUD-008..011, HAP-033): asks whether to include the survey answers, requests the export, then
// shows 'we are exporting' and downloads the file; on failure the spec's error screen with Try Again and Cancel.
import { AUDIENCE_MESSAGES, type AudienceExportStatus, audienceExportScreen } from '@caravan/domain';
import { Button, DialogTrigger, ModalDialog } from '@caravan/ui';
import { useState } from 'react';
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
  const [status, setStatus] = useState<AudienceExportStatus>('none');
  const [extended, setExtended] = useState(true);
  const [downloadPath, setDownloadPath] = useState<string | null>(null);
  const screen = audienceExportScreen(status);

  const start = async () => {
    setStatus('pending');
    try {
      const result = await audienceApi.requestExport(extended);
      setStatus(result.status);
      if (result.status === 'success' && result.downloadPath) {
        setDownloadPath(result.downloadPath);
        download(result.downloadPath);
      }
    } catch {
      setStatus('failure');
    }
  };

  return (
    <DialogTrigger onOpenChange={(open) => (open ? setStatus('none') : undefined)}>
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
              <input type="checkbox" checked={extended} onChange={(e) => setExtended(e.target.checked)} />
              Include the survey answers
            </label>
          </>
        )}
      </ModalDialog>
    </DialogTrigger>
  );
}
