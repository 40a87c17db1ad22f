// The profile section of the operator account: names, company, phone and website (OAP-030, OER-005..007).
import { Button, Card, TextField } from '@caravan/ui';
import { useState } from 'react';
import { type OperatorAccount, type ProfileValues, profileUpdate, profileValuesOf } from './account.api.js';
import { SaveStatus } from './SaveStatus.js';
import { useSectionSave } from './useSectionSave.js';

const FIELDS: { key: keyof ProfileValues; label: string; type?: 'tel' | 'url' }[] = [
  { key: 'firstName', label: 'First name' },
  { key: 'lastName', label: 'Last name' },
  { key: 'companyName', label: 'Company name' },
  { key: 'phone', label: 'Phone', type: 'tel' },
  { key: 'website', label: 'Website', type: 'url' },
];

export function ProfileSection({ account }: { account: OperatorAccount }) {
  const [values, setValues] = useState<ProfileValues>(() => profileValuesOf(account));
  const s = useSectionSave('profile');
  return (
    <Card title="Profile">
      <form
        className="op-AccountForm"
        onSubmit={(e) => {
          e.preventDefault();
          s.save(profileUpdate(account, values));
        }}
        noValidate
      >
        <TextField label="Email" value={account.email} isReadOnly description="Your sign-in; it changes elsewhere." />
        {FIELDS.map((f) => (
          <TextField
            key={f.key}
            label={f.label}
            type={f.type ?? 'text'}
            value={values[f.key]}
            onChange={(v) => {
              setValues({ ...values, [f.key]: v });
              s.clearError(f.key);
            }}
            isInvalid={Boolean(s.errors[f.key])}
            {...(s.errors[f.key] ? { errorMessage: s.errors[f.key] } : {})}
          />
        ))}
        <div className="op-Actions">
          <Button type="submit" isPending={s.pending}>
            Save profile
          </Button>
        </div>
        <SaveStatus justSaved={s.justSaved} failed={s.failed} />
      </form>
    </Card>
  );
}
