// The public booking form's problems and their summary labels (MKT-033), field by field and message by message.
import { describe, expect, it } from 'vitest';
import {
  type BookingFormFacts,
  CARD_NUMBER_MISSING,
  COUNTRY_NOT_CHOSEN,
  TERMS_NOT_ACCEPTED,
  bookingFieldLabel,
  bookingFormProblems,
  countryOf,
} from './booking-form.rules.js';

const ok: BookingFormFacts = {
  travelers: [{ firstName: 'Ana', lastName: 'Lima', email: 'ana@example.com' }],
  countryCode: 'PT',
  signedIn: false,
  password: '',
  waitlist: false,
  payWith: 'card',
  cardToken: 'tok_4242',
  paymentError: null,
  termsAccepted: true,
};

describe('booking form problems', () => {
  it('[MKT-033] a complete form, a visitor booking as a guest (no password), has no problem', () => {
    expect(bookingFormProblems(ok)).toEqual({});
  });

  it('[MKT-033] the messages of a missing form: each traveler field, the card and the terms', () => {
    expect(CARD_NUMBER_MISSING).toBe('Enter the card number');
    expect(TERMS_NOT_ACCEPTED).toBe('Accept the booking terms and the cancellation policy');
    expect(COUNTRY_NOT_CHOSEN).toBe('Choose your country of residence from the list');
    expect(
      bookingFormProblems({
        ...ok,
        travelers: [ok.travelers[0]!, { firstName: ' ', lastName: 'x'.repeat(101), email: 'not-an-email' }],
        cardToken: ' \t ',
        termsAccepted: false,
      }),
    ).toEqual({
      'travelers.1.firstName': 'Enter the first name',
      'travelers.1.lastName': 'The last name is too long',
      'travelers.1.email': 'Enter a valid email address',
      cardToken: 'Enter the card number',
      termsAccepted: 'Accept the booking terms and the cancellation policy',
    });
  });

  it('[MKT-033] only the wrong field of a traveler is named', () => {
    expect(
      bookingFormProblems({ ...ok, travelers: [{ firstName: 'Ana', lastName: '', email: 'ana@example.com' }] }),
    ).toEqual({ 'travelers.0.lastName': 'Enter the last name' });
  });

  it('[MKT-033] an email repeated in other case and spacing is named on the later traveler only', () => {
    expect(
      bookingFormProblems({
        ...ok,
        travelers: [
          { firstName: 'Ana', lastName: 'Lima', email: 'ana@example.com' },
          { firstName: 'Rui', lastName: 'Lima', email: 'rui@example.com' },
          { firstName: 'Eva', lastName: 'Lima', email: '  ANA@Example.com ' },
        ],
      }),
    ).toEqual({ 'travelers.2.email': 'Each traveler needs their own email address' });
  });

  it('[MKT-033] a traveler with another wrong field is named for it, not for a repeated email', () => {
    expect(
      bookingFormProblems({
        ...ok,
        travelers: [ok.travelers[0]!, { firstName: '', lastName: 'Lima', email: 'ana@example.com' }],
      }),
    ).toEqual({ 'travelers.1.firstName': 'Enter the first name' });
  });

  it('[MKT-033] the country code is read in any case and spacing; an unknown or empty one is named', () => {
    expect(bookingFormProblems({ ...ok, countryCode: ' pt ' })).toEqual({});
    expect(countryOf(' gb ')).toEqual({ code: 'GB', name: 'United Kingdom' });
    expect(countryOf('ZZ')).toBeUndefined();
    expect(bookingFormProblems({ ...ok, countryCode: '' })).toEqual({ countryCode: COUNTRY_NOT_CHOSEN });
  });

  it('[MKT-033] a visitor’s password is checked for length either way; a signed-in traveler’s is not', () => {
    expect(bookingFormProblems({ ...ok, password: 'x'.repeat(9) })).toEqual({
      'account.password': 'Use at least 10 characters',
    });
    expect(bookingFormProblems({ ...ok, password: 'x'.repeat(10) })).toEqual({});
    expect(bookingFormProblems({ ...ok, password: 'x'.repeat(1025) })).toEqual({
      'account.password': 'Password is too long',
    });
    expect(bookingFormProblems({ ...ok, signedIn: true, password: 'short' })).toEqual({});
  });

  it('[MKT-033] the payment: a wrong amount and a missing card are named; Affirm needs no card; the waitlist neither', () => {
    expect(bookingFormProblems({ ...ok, paymentError: 'Minimum payment is $500.00', cardToken: '' })).toEqual({
      paymentAmount: 'Minimum payment is $500.00',
      cardToken: 'Enter the card number',
    });
    expect(bookingFormProblems({ ...ok, payWith: 'affirm', cardToken: '' })).toEqual({});
    expect(
      bookingFormProblems({ ...ok, waitlist: true, paymentError: 'Minimum payment is $500.00', cardToken: '' }),
    ).toEqual({});
  });
});

describe('booking field labels', () => {
  it('[MKT-033] traveler fields name the traveler: you, then traveler 2 on', () => {
    expect(bookingFieldLabel('travelers.0.firstName')).toBe('First name (you)');
    expect(bookingFieldLabel('travelers.1.lastName')).toBe('Last name (traveler 2)');
    expect(bookingFieldLabel('travelers.10.email')).toBe('Email (traveler 11)');
  });

  it('[MKT-033] the form fields by their words; anything else as its key', () => {
    expect(
      ['countryCode', 'account.password', 'paymentAmount', 'cardToken', 'termsAccepted'].map(bookingFieldLabel),
    ).toEqual(['Country of residence', 'Password', 'Amount to pay now', 'Card number', 'Booking terms']);
    for (const field of ['travelers.0.room', 'xtravelers.0.email', 'travelers.0.emails', 'travelers.a.email', 'other'])
      expect(bookingFieldLabel(field)).toBe(field);
  });
});
