// /account/profile: name, phone, gender, date of birth and country (TRV-065, TRV-066).
import { type AccountProfile, accountProfileUpdateSchema } from '@caravan/domain';
import { Spinner } from '@caravan/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { loadStateOf } from '../../api/queries.js';
import { LoadFailed } from '../shell/LoadFailed.js';
import { accountProfileKey, fetchAccountProfile, saveAccountProfile } from './account-api.js';
import { type SectionField, SectionForm } from './SectionForm.js';

type Key = 'firstName' | 'lastName' | 'phone' | 'gender' | 'dateOfBirth' | 'countryCode';
const FIELDS: readonly SectionField<Key>[] = [
  { key: 'firstName', label: 'First name' },
  { key: 'lastName', label: 'Last name' },
  { key: 'phone', label: 'Phone (optional)', type: 'tel' },
  { key: 'gender', label: 'Gender (optional)' },
  { key: 'dateOfBirth', label: 'Date of birth (optional)', type: 'date' },
  { key: 'countryCode', label: 'Country (optional)', description: 'Two-letter code, e.g. US' },
];

const valuesOf = (p: AccountProfile): Record<Key, string> => ({
  firstName: p.firstName,
  lastName: p.lastName,
  phone: p.phone ?? '',
  gender: p.gender ?? '',
  dateOfBirth: p.dateOfBirth ?? '',
  countryCode: p.countryCode ?? '',
});
const orNull = (s: string) => (s.trim() === '' ? null : s.trim());

export function ProfileForm() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: accountProfileKey(), queryFn: ({ signal }) => fetchAccountProfile(signal) });
  const state = loadStateOf(query);
  if (state.status === 'failed')
    return (
      <LoadFailed title="We couldn't load your profile" message={state.message} onRetry={() => void query.refetch()} />
    );
  if (!state.data) return <Spinner size="lg" label="Loading your profile…" />;
  return (
    <SectionForm
      section="profile"
      fields={FIELDS}
      initial={valuesOf(state.data)}
      schema={accountProfileUpdateSchema}
      toBody={(v) => ({
        firstName: v.firstName,
        lastName: v.lastName,
        phone: orNull(v.phone),
        gender: orNull(v.gender),
        dateOfBirth: orNull(v.dateOfBirth),
        countryCode: orNull(v.countryCode.toUpperCase()),
      })}
      save={saveAccountProfile}
      onSaved={() => void queryClient.invalidateQueries({ queryKey: ['me'] })}
    />
  );
}
