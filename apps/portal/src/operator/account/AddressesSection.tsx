// The addresses section of the operator account: a list of addresses added, edited and removed, saved as one address
// array with the current profile (OAP-030, OER-005..007); at most OPERATOR_ADDRESSES_MAX.
import { OPERATOR_ADDRESSES_MAX, blankOperatorAddress } from '@caravan/domain';
import { Button, Card, TextField } from '@caravan/ui';
import { useState } from 'react';
import { type OperatorAccount, type OperatorAddressValues, addressesUpdate } from './account.api.js';
import { SaveStatus } from './SaveStatus.js';
import { useSectionSave } from './useSectionSave.js';

type Key = keyof OperatorAddressValues;
const FIELDS: { key: Key; label: string }[] = [
  { key: 'label', label: 'Label' },
  { key: 'line1', label: 'Address line 1' },
  { key: 'line2', label: 'Address line 2' },
  { key: 'city', label: 'City' },
  { key: 'region', label: 'Region' },
  { key: 'postalCode', label: 'Postal code' },
  { key: 'countryCode', label: 'Country code' },
];

export function AddressesSection({ account }: { account: OperatorAccount }) {
  const [addresses, setAddresses] = useState<OperatorAddressValues[]>(() => account.addresses.map((a) => ({ ...a })));
  const s = useSectionSave('address');
  const change = (i: number, key: Key, value: string) => {
    setAddresses(addresses.map((a, j) => (j === i ? { ...a, [key]: value } : a)));
    s.clearError(`addresses.${i}.${key}`);
  };
  return (
    <Card title="Addresses">
      <form
        className="op-AccountForm"
        onSubmit={(e) => {
          e.preventDefault();
          s.save(addressesUpdate(account, addresses));
        }}
        noValidate
      >
        {addresses.length === 0 ? <p>No addresses yet.</p> : null}
        {addresses.map((address, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an address is its position in the list
          <fieldset key={i} className="op-AccountAddress">
            <legend>Address {i + 1}</legend>
            {FIELDS.map((f) => {
              const error = s.errors[`addresses.${i}.${f.key}`];
              return (
                <TextField
                  key={f.key}
                  label={f.label}
                  value={String(address[f.key] ?? '')}
                  onChange={(v) => change(i, f.key, f.key === 'countryCode' ? v.toUpperCase() : v)}
                  isInvalid={Boolean(error)}
                  {...(error ? { errorMessage: error } : {})}
                />
              );
            })}
            <Button variant="quiet" onPress={() => setAddresses(addresses.filter((_, j) => j !== i))}>
              Remove address {i + 1}
            </Button>
          </fieldset>
        ))}
        {s.errors.addresses ? <p className="op-Error">{s.errors.addresses}</p> : null}
        <div className="op-Actions">
          <Button
            variant="secondary"
            isDisabled={addresses.length >= OPERATOR_ADDRESSES_MAX}
            onPress={() => setAddresses([...addresses, blankOperatorAddress()])}
          >
            Add address
          </Button>
          <Button type="submit" isPending={s.pending}>
            Save addresses
          </Button>
        </div>
        <SaveStatus justSaved={s.justSaved} failed={s.failed} />
      </form>
    </Card>
  );
}
