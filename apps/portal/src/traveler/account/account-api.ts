// The account calls: profile (TAP-009) and mailing address, read and saved.
import {
  type AccountAddress,
  accountAddressResponseSchema,
  accountAddressSchema,
  accountProfileSchema,
  type AccountProfileUpdate,
} from '@caravan/domain';
import { call } from '../../api/typed.js';

export const accountProfileKey = () => ['me', 'account', 'profile'] as const;
export const accountAddressKey = () => ['me', 'account', 'address'] as const;

const opts = (signal?: AbortSignal) => (signal ? { signal } : {});

export const fetchAccountProfile = async (signal?: AbortSignal) =>
  accountProfileSchema.parse(await call('get', '/api/me/account/profile', opts(signal)));
export const saveAccountProfile = async (body: AccountProfileUpdate) =>
  accountProfileSchema.parse(await call('put', '/api/me/account/profile', { body }));
export const fetchAccountAddress = async (signal?: AbortSignal) =>
  accountAddressResponseSchema.parse(await call('get', '/api/me/account/address', opts(signal)));
export const saveAccountAddress = async (body: AccountAddress) =>
  accountAddressSchema.parse(await call('put', '/api/me/account/address', { body }));
