// The words of the public home and search (MKT-026, MKT-027): the results' heading and a card's lines.
import { describe, expect, it } from 'vitest';
import {
  tripCardHostLabel,
  tripCardLengthLabel,
  tripCardPlace,
  tripCardPriceLabel,
  tripSearchResultsTitle,
} from './trip-search.copy.js';

describe('trip search copy', () => {
  it("[MKT-027] the results' heading counts the trips, with '+' while more pages wait, and is 'Trips' before any", () => {
    expect(tripSearchResultsTitle(0, false)).toBe('Trips');
    expect(tripSearchResultsTitle(0, true)).toBe('Trips');
    expect(tripSearchResultsTitle(1, false)).toBe('1 trip');
    expect(tripSearchResultsTitle(1, true)).toBe('1+ trip');
    expect(tripSearchResultsTitle(12, true)).toBe('12+ trips');
    expect(tripSearchResultsTitle(2, false)).toBe('2 trips');
  });

  it('[MKT-026] a card names its host, its length in days, its lowest price and its place', () => {
    expect(tripCardHostLabel({ hostName: 'Hana Sato' })).toBe('With Hana Sato');
    expect(tripCardLengthLabel({ lengthDays: 1 })).toBe('1 day');
    expect(tripCardLengthLabel({ lengthDays: 8 })).toBe('8 days');
    expect(tripCardPriceLabel({ priceFrom: 245_000, currency: 'USD' })).toBe('From $2,450.00 per traveler');
    expect(tripCardPlace({ destination: 'Cusco', country: 'Peru' })).toBe('Cusco, Peru');
    expect(tripCardPlace({ destination: 'Lisbon', country: '' })).toBe('Lisbon');
    expect(tripCardPlace({ destination: '', country: 'Japan' })).toBe('Japan');
  });
});
