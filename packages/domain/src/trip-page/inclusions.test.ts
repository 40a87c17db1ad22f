// The trip page's included and not-included lines (MKT-030), word for word, from the package, services and extras.
import { describe, expect, it } from 'vitest';
import { type InclusionFacts, tripInclusions } from './inclusions.rules.js';

const facts: InclusionFacts = {
  destination: 'Lisbon',
  lengthInDays: 8,
  currency: 'USD',
  accommodationLevel: '4-star',
  mealLevel: 'half-board',
  foodOptions: ['vegan', 'gluten free', 'halal'],
  airportTransfer: true,
  travelerInsuranceRequired: true,
  singleSupplementPrice: 45_000,
  optionalServices: [
    { type: 'single-supplement', name: 'Private room', price: 45_000 },
    { type: 'excursion', name: 'Sintra day trip', price: 12_050 },
  ],
};

describe('trip inclusions', () => {
  it('[MKT-030] every line of a full package, in order', () => {
    expect(tripInclusions(facts)).toEqual({
      included: [
        '7 nights of accommodation (4-star)',
        'Breakfast and dinner every day',
        'Vegan, gluten free and halal meals on request',
        'The activities, guides and entrance fees in the itinerary',
        'Airport pickup on arrival',
        'Your host travels with the group',
      ],
      notIncluded: [
        'Flights to and from Lisbon',
        'Travel insurance (required for this trip)',
        'A private room ($450.00 more per traveler)',
        'Sintra day trip (optional, $120.50)',
        'Tips and personal expenses',
      ],
    });
  });

  it('[MKT-030] a bare package: no nights on a one-day trip, no meals, no transfer, insurance optional, no extras', () => {
    expect(
      tripInclusions({
        ...facts,
        lengthInDays: 1,
        mealLevel: undefined,
        foodOptions: [],
        airportTransfer: false,
        travelerInsuranceRequired: false,
        singleSupplementPrice: 0,
        optionalServices: [],
      }),
    ).toEqual({
      included: ['The activities, guides and entrance fees in the itinerary', 'Your host travels with the group'],
      notIncluded: ['Flights to and from Lisbon', 'Travel insurance', 'Tips and personal expenses'],
    });
  });

  it('[MKT-030] one night is singular; no accommodation level leaves the brackets out; a trip of no days has no night', () => {
    expect(tripInclusions({ ...facts, lengthInDays: 2, accommodationLevel: undefined }).included[0]).toBe(
      '1 night of accommodation',
    );
    expect(tripInclusions({ ...facts, lengthInDays: 3, accommodationLevel: '' }).included[0]).toBe(
      '2 nights of accommodation',
    );
    expect(tripInclusions({ ...facts, lengthInDays: 0 }).included[0]).toBe('Breakfast and dinner every day');
  });

  it('[MKT-030] each meal level in words; an unknown level as written', () => {
    const meal = (mealLevel: string) => tripInclusions({ ...facts, lengthInDays: 1, mealLevel }).included[0];
    expect(meal('breakfast')).toBe('Breakfast every day');
    expect(meal('half-board')).toBe('Breakfast and dinner every day');
    expect(meal('full-board')).toBe('Breakfast, lunch and dinner every day');
    expect(meal('all-inclusive')).toBe('All meals and drinks');
    expect(meal('Picnic lunches')).toBe('Picnic lunches');
    expect(meal('toString')).toBe('toString');
  });

  it('[MKT-030] food options: one as written with a capital, two joined with and', () => {
    const food = (foodOptions: string[]) =>
      tripInclusions({ ...facts, lengthInDays: 1, mealLevel: undefined, foodOptions }).included[0];
    expect(food(['vegan'])).toBe('Vegan meals on request');
    expect(food(['kosher', 'halal'])).toBe('Kosher and halal meals on request');
  });

  it('[MKT-030] an extra priced in another currency reads in the trip currency', () => {
    expect(
      tripInclusions({ ...facts, currency: 'EUR', optionalServices: [{ type: 'x', name: 'Fado night', price: 4_000 }] })
        .notIncluded,
    ).toContain('Fado night (optional, €40.00)');
  });
});
