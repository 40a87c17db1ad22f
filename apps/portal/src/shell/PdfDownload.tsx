// A 'Download PDF' button (the itinerary of the traveler app, the host workspace and the operator's trip): pending
// while the file is fetched and saved, and the itinerary's print failure under it when that fails, until the next try
// (WSP-077, OPI-047, TRV-055: one message, written once in the domain).
import { ITINERARY_MESSAGES } from '@caravan/domain';
import { Alert, Button } from '@caravan/ui';
import { useState } from 'react';

export interface PdfDownloadProps {
  label: string;
  /** Fetches and saves the file (downloadPdf); a rejection is a failed download. */
  save: () => Promise<void>;
  /** The class of the row holding the button. */
  className: string;
}

export function PdfDownload({ label, save, className }: PdfDownloadProps) {
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
          {ITINERARY_MESSAGES.printFailed}
        </Alert>
      ) : null}
    </>
  );
}
