// The account update is always the whole current profile: a section changes only its own part.
import { describe, expect, it } from 'vitest';
import { type OperatorAccount, addressesUpdate, profileUpdate } from './account.api.js';

const current: OperatorAccount = {
  email: 'operator@caravan.test',
  firstName: 'Ana',
  lastName: 'Quispe',
  companyName: 'Andes Trails',
  operatorCode: 'AND',
  phone: null,
  website: 'https://andes.example',
  addresses: [
    {
      label: 'HQ',
      line1: 'Av. El Sol 1',
      line2: '',
      city: 'Cusco',
      region: '',
      postalCode: '08002',
      countryCode: 'PE',
    },
  ],
};

describe('operator account update', () => {
  it('[OAP-030] the profile section sends its fields with the stored addresses', () => {
    const fields = { firstName: 'Ana', lastName: 'Q', companyName: 'Andes', phone: '1', website: '' };
    expect(profileUpdate(current, fields)).toEqual({ ...fields, addresses: current.addresses });
  });
  it('[OAP-030] the addresses section sends the stored fields with its address array', () => {
    expect(addressesUpdate(current, [])).toEqual({
      firstName: 'Ana',
      lastName: 'Quispe',
      companyName: 'Andes Trails',
      phone: '',
      website: 'https://andes.example',
      addresses: [],
    });
  });
});
