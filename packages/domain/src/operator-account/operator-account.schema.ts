// The operator's account (operator/account, OAP-030): the profile fields and the address list, sent together as the
// current profile; one rule set for the portal's forms and the API's re-check, and the §8 save messages (OER-006/007).
import { z } from 'zod';
import { accountSectionSaveMessage } from '../traveler/traveler-app.rules.js';

/** DECIDE: at most 5 addresses (head office, billing, local offices); the spec gives no limit. */
export const OPERATOR_ADDRESSES_MAX = 5;
/** The account's sections as the save messages name them (OER-006, OER-007). */
const OPERATOR_ACCOUNT_SECTIONS = ['profile', 'address'] as const;
export type OperatorAccountSection = (typeof OPERATOR_ACCOUNT_SECTIONS)[number];

const required = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} is at most ${max} characters`);
const optional = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} is at most ${max} characters`)
    .transform((v) => (v === '' ? null : v))
    .nullable();

export const operatorAddressSchema = z
  .object({
    label: required('Label', 60),
    line1: required('Address line 1', 200),
    line2: z.string().trim().max(200, 'Address line 2 is at most 200 characters').default(''),
    city: required('City', 100),
    region: z.string().trim().max(100, 'Region is at most 100 characters').default(''),
    postalCode: required('Postal code', 20),
    countryCode: z
      .string()
      .trim()
      .regex(/^[A-Z]{2}$/, 'Use a two-letter country code'),
  })
  .strict();
export type OperatorAddress = z.infer<typeof operatorAddressSchema>;

const operatorProfileFieldsSchema = z.object({
  firstName: required('First name', 100),
  lastName: required('Last name', 100),
  companyName: required('Company name', 200),
  phone: optional('Phone', 40),
  website: optional('Website', 300).refine((v) => v === null || /^https?:\/\/\S+\.\S+$/.test(v), {
    message: 'Enter a website starting with http:// or https://',
  }),
});

/** OAP-030: the update is the current profile with its profile fields and its whole address array. */
export const operatorAccountUpdateSchema = operatorProfileFieldsSchema
  .extend({
    addresses: z
      .array(operatorAddressSchema)
      .max(OPERATOR_ADDRESSES_MAX, `At most ${OPERATOR_ADDRESSES_MAX} addresses`),
  })
  .strict();
export type OperatorAccountUpdate = z.infer<typeof operatorAccountUpdateSchema>;
export type OperatorAccountUpdateInput = z.input<typeof operatorAccountUpdateSchema>;

/** 'Your {section} was updated successfully.' or 'There was an error saving your {section}. Please try again.' */
export function operatorAccountSaveMessage(section: OperatorAccountSection, ok: boolean): string {
  return accountSectionSaveMessage(section, ok);
}

/** A blank address for the 'Add address' button. */
export const blankOperatorAddress = (): z.input<typeof operatorAddressSchema> => ({
  label: '',
  line1: '',
  line2: '',
  city: '',
  region: '',
  postalCode: '',
  countryCode: '',
});
