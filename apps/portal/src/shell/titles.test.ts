// Unit tests for document titles by route.
import { describe, expect, it } from 'vitest';
import { titleFor } from './titles.js';

describe('titleFor', () => {
  it.each([
    ['/app/operator', 'Operator Portal'],
    ['/app/host/home/dashboard', 'Host Portal'],
    ['/app/traveler', 'Traveler Portal'],
    ['/login', 'Login'],
    ['/signup', 'Signup'],
    ['/admin', 'Admin Portal'],
    ['/app', 'Caravan'],
    ['/nowhere', 'Caravan'],
  ])('%s -> %s', (path, title) => {
    expect(titleFor(path)).toBe(title);
  });
});
