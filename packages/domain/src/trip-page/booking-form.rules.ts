// MKT-033: what is missing or wrong in the public booking form, field by field, in the form's order: the error
// summary and the message beside each field both read it, so the submit button never needs to be disabled.
import { newAccountPasswordSchema, newBookingTravelerSchema } from '../booking-creation/booking-creation.contract.js';
import type { FieldErrors } from '../shared/errors.js';
import { BOOKER_COUNTRIES, type Country } from './countries.js';

const COUNTRY_BY_CODE = new Map(BOOKER_COUNTRIES.map((c) => [c.code, c]));

/** The country of an ISO 3166-1 alpha-2 code (any case), or undefined. */
export const countryOf = (code: string): Country | undefined => COUNTRY_BY_CODE.get(code.trim().toUpperCase());

/** What the form holds, as the booking flow keeps it. */
export interface BookingFormFacts {
  travelers: readonly { firstName: string; lastName: string; email: string }[];
  countryCode: string;
  /**
   * A visitor (no session) may type a password for the account the booking creates, or the password of theirs; left
   * empty, they book as a guest and set it from the confirmation e-mail (decision 042).
   */
  signedIn: boolean;
  password: string;
  /** Joining a full trip's waitlist: nothing to pay. */
  waitlist: boolean;
  payWith: 'card' | 'affirm';
  cardToken: string;
  /** The custom amount's error (the payment rule's message), when the amount is wrong. */
  paymentError: string | null;
  termsAccepted: boolean;
}

/** The message of a missing card number. */
export const CARD_NUMBER_MISSING = 'Enter the card number';
/** The message of unaccepted terms. */
export const TERMS_NOT_ACCEPTED = 'Accept the booking terms and the cancellation policy';
/** The message of a country not in the list. */
export const COUNTRY_NOT_CHOSEN = 'Choose your country of residence from the list';

/**
 * MKT-033: every missing or wrong field, keyed by the field's name in the form ('travelers.0.email',
 * 'countryCode', 'account.password', 'paymentAmount', 'cardToken', 'termsAccepted'), in the form's order.
 */
export function bookingFormProblems(form: BookingFormFacts): FieldErrors {
  const problems: FieldErrors = {};
  const seen = new Set<string>();
  form.travelers.forEach((traveler, index) => {
    const parsed = newBookingTravelerSchema.safeParse({ ...traveler, room: 'shared' });
    for (const field of ['firstName', 'lastName', 'email'] as const) {
      const issue = parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === field);
      if (issue) problems[`travelers.${index}.${field}`] = issue.message;
    }
    const email = traveler.email.trim().toLowerCase();
    if (parsed.success && seen.has(email))
      problems[`travelers.${index}.email`] = 'Each traveler needs their own email address';
    seen.add(email);
  });
  if (!countryOf(form.countryCode)) problems.countryCode = COUNTRY_NOT_CHOSEN;
  if (!form.signedIn && form.password !== '') {
    const password = newAccountPasswordSchema.safeParse(form.password);
    if (!password.success) problems['account.password'] = password.error.issues[0]?.message ?? 'Choose a password';
  }
  if (!form.waitlist) {
    if (form.paymentError) problems.paymentAmount = form.paymentError;
    if (form.payWith === 'card' && form.cardToken.replace(/\s+/g, '') === '') problems.cardToken = CARD_NUMBER_MISSING;
  }
  if (!form.termsAccepted) problems.termsAccepted = TERMS_NOT_ACCEPTED;
  return problems;
}

const TRAVELER_FIELD_LABELS = { firstName: 'First name', lastName: 'Last name', email: 'Email' } as const;
const FORM_FIELD_LABELS: Record<string, string> = {
  countryCode: 'Country of residence',
  'account.password': 'Password',
  paymentAmount: 'Amount to pay now',
  cardToken: 'Card number',
  termsAccepted: 'Booking terms',
};

/** The words the error summary names a field with: 'Email (you)', 'First name (traveler 2)', 'Card number'. */
export function bookingFieldLabel(field: string): string {
  const traveler = /^travelers\.(\d+)\.(firstName|lastName|email)$/.exec(field);
  if (traveler) {
    const index = Number(traveler[1]);
    const label = TRAVELER_FIELD_LABELS[traveler[2] as keyof typeof TRAVELER_FIELD_LABELS];
    return `${label} (${index === 0 ? 'you' : `traveler ${index + 1}`})`;
  }
  return FORM_FIELD_LABELS[field] ?? field;
}
