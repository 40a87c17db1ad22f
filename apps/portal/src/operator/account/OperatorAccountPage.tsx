// /app/operator/account: the operator's profile and addresses (OAP-030), each section saved with the §8 copy; the
// loading and error states carry the page heading (OER-001 when the server gives no reason).
import { Alert, PageHeader, Spinner } from '@caravan/ui';
import { useQuery } from '@tanstack/react-query';
import { OperatorLayout } from '../OperatorLayout.js';
import { OPERATOR_MESSAGES } from '../operator-messages.js';
import { AddressesSection } from './AddressesSection.js';
import { accountApi, accountKeys } from './account.api.js';
import { ProfileSection } from './ProfileSection.js';
import './account.css';

export function OperatorAccountPage() {
  const query = useQuery({ queryKey: accountKeys.me, queryFn: ({ signal }) => accountApi.get(signal) });
  if (query.status === 'pending')
    return (
      <OperatorLayout>
        <h1 className="pt-visually-hidden">Account</h1>
        <Spinner label="Loading your account…" />
      </OperatorLayout>
    );
  if (query.status === 'error')
    return (
      <OperatorLayout>
        <h1>Account</h1>
        <Alert tone="danger">{query.error.message || OPERATOR_MESSAGES.generic}</Alert>
      </OperatorLayout>
    );
  const account = query.data;
  return (
    <OperatorLayout>
      <PageHeader eyebrow={account.operatorCode} title="Account" description={account.companyName} />
      <div className="op-Account">
        <ProfileSection account={account} />
        <AddressesSection account={account} />
      </div>
    </OperatorLayout>
  );
}
