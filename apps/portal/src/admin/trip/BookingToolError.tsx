// Why an admin booking tool was not applied: the API's error combined with its code (HER-001), e.g. the admin wording
// for private rooms sold out (HER-006), so support can match what the admin saw to the server's answer.
import { adminBookingErrorText } from '@caravan/domain';
import { Alert } from '@caravan/ui';
import { ApiError } from '../../api/client.js';

export function BookingToolError({ error }: { error: Error }) {
  return (
    <Alert tone="danger" title="Not applied">
      {adminBookingErrorText(error instanceof ApiError ? error : { message: error.message })}
    </Alert>
  );
}
