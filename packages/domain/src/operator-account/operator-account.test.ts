import { describe, expect, it } from 'vitest';
import {
  OPERATOR_ADDRESSES_MAX,
  blankOperatorAddress,
  operatorAccountSaveMessage,
  operatorAccountUpdateSchema,
} from './operator-account.schema.js';

const profile = { firstName: 'Ana', lastName: 'Quispe', companyName: 'Andes Trails', phone: '', website: '' };
const address = {
  label: 'Head office',
  line1: 'Av. El Sol 123',
  city: 'Cusco',
  postalCode: '08002',
  countryCode: 'PE',
};

describe('operator account rules', () => {
  it('[OAP-030] the update is the current profile with its fields and an address array; blanks become null', () => {
    const parsed = operatorAccountUpdateSchema.parse({ ...profile, addresses: [address] });
    expect(parsed).toMatchObject({ phone: null, website: null, addresses: [{ ...address, line2: '', region: '' }] });
  });

  it('refuses missing fields with a message naming them, a bad country, a bad website and too many addresses', () => {
    const r = operatorAccountUpdateSchema.safeParse({
      ...profile,
      companyName: ' ',
      website: 'andes',
      addresses: [{ ...blankOperatorAddress(), countryCode: 'peru' }],
    });
    expect(r.success).toBe(false);
    const messages = r.success ? [] : r.error.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Company name is required',
        'Enter a website starting with http:// or https://',
        'Label is required',
        'Use a two-letter country code',
      ]),
    );
    const many = Array.from({ length: OPERATOR_ADDRESSES_MAX + 1 }, () => address);
    expect(operatorAccountUpdateSchema.safeParse({ ...profile, addresses: many }).success).toBe(false);
  });

  it('[OAP-030] a website is http:// or https://, a host with a dot, and nothing before or after it', () => {
    const website = (w: string) => {
      const r = operatorAccountUpdateSchema.safeParse({ ...profile, website: w, addresses: [] });
      return r.success ? r.data.website : r.error.issues.map((i) => i.message);
    };
    const refused = ['Enter a website starting with http:// or https://'];
    expect(website('http://andestrails.com')).toBe('http://andestrails.com');
    expect(website(' https://www.andes-trails.pe/tours ')).toBe('https://www.andes-trails.pe/tours');
    expect(website('see http://andestrails.com')).toEqual(refused);
    expect(website('http://andestrails.com tours')).toEqual(refused);
    expect(website('ftp://andestrails.com')).toEqual(refused);
    expect(website('http://andestrails')).toEqual(refused);
    expect(website('http://.com')).toEqual(refused);
    expect(website('http://andestrails.')).toEqual(refused);
  });

  it("[OAP-030] 'Add address' starts from an address with every field blank", () => {
    expect(blankOperatorAddress()).toEqual({
      label: '',
      line1: '',
      line2: '',
      city: '',
      region: '',
      postalCode: '',
      countryCode: '',
    });
  });

  it('[OER-006] [OER-007] the profile and address save messages', () => {
    expect(operatorAccountSaveMessage('profile', true)).toBe('Your profile was updated successfully.');
    expect(operatorAccountSaveMessage('address', false)).toBe(
      'There was an error saving your address. Please try again.',
    );
  });
});
