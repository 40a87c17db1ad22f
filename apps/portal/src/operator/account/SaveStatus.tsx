// Beside a section's Save button: 'Your changes have been saved!' for 3 seconds (OER-005) or the failure (OER-007).
import { Alert } from '@caravan/ui';
import { OPERATOR_MESSAGES } from '../operator-messages.js';

export function SaveStatus({ justSaved, failed }: { justSaved: boolean; failed: string | null }) {
  return (
    <>
      <output className="op-AccountStatus">{justSaved ? OPERATOR_MESSAGES.changesSaved : null}</output>
      {failed ? <Alert tone="danger">{failed}</Alert> : null}
    </>
  );
}
