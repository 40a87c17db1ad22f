// /account/address: the traveler's mailing address (TRV-065, TRV-066).
import { type AccountAddress, accountAddressSchema } from '@caravan/domain';
import { Spinner } from '@caravan/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { loadStateOf } from '../../api/queries.js';
import { LoadFailed } from '../shell/LoadFailed.js';
import { accountAddressKey, fetchAccountAddress, saveAccountAddress } from './account-api.js';
import { type SectionField, SectionForm } from './SectionForm.js';

type Key = keyof AccountAddress;
const FIELDS: readonly SectionField<Key>[] = [
  { key: 'line1', label: 'Street address' },
  { key: 'line2', label: 'Apartment, suite (optional)' },
  { key: 'city', label: 'City' },
  { key: 'region', label: 'State or region (optional)' },
  { key: 'postalCode', label: 'Postal code' },
  { key: 'countryCode', label: 'Country', description: 'Two-letter code, e.g. US' },
];
const EMPTY: Record<Key, string> = { line1: '', line2: '', city: '', region: '', postalCode: '', countryCode: '' };

export function AddressForm() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: accountAddressKey(), queryFn: ({ signal }) => fetchAccountAddress(signal) });
  const state = loadStateOf(query);
  if (state.status === 'failed')
    return (
      <LoadFailed title="We couldn't load your address" message={state.message} onRetry={() => void query.refetch()} />
    );
  if (state.data === undefined) return <Spinner size="lg" label="Loading your address…" />;
  return (
    <SectionForm
      section="address"
      fields={FIELDS}
      initial={state.data ?? EMPTY}
      schema={accountAddressSchema}
      toBody={(v) => ({ ...v, countryCode: v.countryCode.trim().toUpperCase() })}
      save={saveAccountAddress}
      onSaved={() => void queryClient.invalidateQueries({ queryKey: accountAddressKey() })}
    />
  );
}
