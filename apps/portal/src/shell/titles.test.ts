// Unit tests for document titles by route.
import { describe, expect, it } from 'vitest';
import { titleFor } from './titles.js';

describe('titleFor', () => {
  it.each([
    ['/app/operator', 'Operator Portal'],
    ['/app/operator/trips/t1/review-details?model=trip', 'Operator Portal'],
    ['/app/host/home/dashboard', 'Host Portal'],
    ['/app/traveler', 'Traveler Portal'],
    ['/app/traveler/trips/t1/trip-overview', 'Traveler Portal'],
    ['/login', 'Login'],
    ['/login?destination=%2Fapp', 'Login'],
    ['/signup', 'Signup'],
  ])('[RTE-009] the first path segment picks the title: %s -> %s', (path, title) => {
    expect(titleFor(path)).toBe(title);
  });

  it.each([
    ['/admin', 'Admin Portal'],
    ['/admin/trips/t1', 'Admin Portal'],
    ['/error/404', 'Something went wrong'],
    ['/app', 'Caravan'],
    ['/nowhere', 'Caravan'],
  ])('the shell pages the spec does not name: %s -> %s', (path, title) => {
    expect(titleFor(path)).toBe(title);
  });
});
