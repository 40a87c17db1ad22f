// The operator account calls (OAP-030), typed by the OpenAPI document, and the update built from the current profile:
// the profile section sends its fields with the stored addresses, the addresses section the stored fields with its
// address array.
import type { OperatorAccountUpdateInput } from '@caravan/domain';
import type { ApiData } from '../../api/index.js';
import { call } from '../../api/typed.js';

export type OperatorAccount = ApiData<'/api/me/operator/account', 'get'>;
export type OperatorAddressValues = OperatorAccountUpdateInput['addresses'][number];
export interface ProfileValues {
  firstName: string;
  lastName: string;
  companyName: string;
  phone: string;
  website: string;
}
export const accountKeys = { me: ['operator', 'account'] as const };

/** The profile fields of the stored account, as the form types them. */
export const profileValuesOf = (a: OperatorAccount): ProfileValues => ({
  firstName: a.firstName,
  lastName: a.lastName,
  companyName: a.companyName,
  phone: a.phone ?? '',
  website: a.website ?? '',
});

/** OAP-030: the current profile with the typed profile fields. */
export const profileUpdate = (current: OperatorAccount, fields: ProfileValues): OperatorAccountUpdateInput => ({
  ...fields,
  addresses: current.addresses,
});

/** OAP-030: the current profile with the typed address array. */
export const addressesUpdate = (
  current: OperatorAccount,
  addresses: OperatorAddressValues[],
): OperatorAccountUpdateInput => ({ ...profileValuesOf(current), addresses });

export const accountApi = {
  get: (signal?: AbortSignal) => call('get', '/api/me/operator/account', signal ? { signal } : {}),
  save: (body: OperatorAccountUpdateInput) => call('put', '/api/me/operator/account', { body }),
};
