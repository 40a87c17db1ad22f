// A 'Download PDF' button (the itinerary of the traveler app, the host workspace and the operator's trip): pending
// while the file is fetched and saved, and the screen's failure message under it when that fails, until the next try.
import { Alert, Button } from '@caravan/ui';
import { useState } from 'react';

export interface PdfDownloadProps {
  label: string;
  /** Fetches and saves the file (downloadPdf); a rejection is a failed download. */
  save: () => Promise<void>;
  /** What a failed download says, e.g. 'Something went wrong printing your itinerary. Please try again.' */
  failure: string;
  /** The class of the row holding the button. */
  className: string;
}

export function PdfDownload({ label, save, failure, className }: PdfDownloadProps) {
  const [printing, setPrinting] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setPrinting(true);
    setFailed(false);
    try {
      await save();
    } catch {
      setFailed(true);
    } finally {
      setPrinting(false);
    }
  };
  return (
    <>
      <div className={className}>
        <Button variant="secondary" isPending={printing} onPress={() => void download()}>
          {label}
        </Button>
      </div>
      {failed ? (
        <Alert tone="danger" title="Download failed">
          {failure}
        </Alert>
      ) : null}
    </>
  );
}
