// /app/operator/webhooks (MKT-053): the operator's webhooks, on the shared Webhooks page.
import { WebhooksPage } from '../../shell/webhooks/WebhooksPage.js';
import { OperatorLayout } from '../OperatorLayout.js';

export function OperatorWebhooksPage() {
  return (
    <OperatorLayout>
      <WebhooksPage receives="the bookings and trip changes of your itineraries' trips" />
    </OperatorLayout>
  );
}
