// The public site's rules: the general cancellation policy agrees with a trip's own, and the home's destinations.
import { describe, expect, it } from 'vitest';
import { LAST_REFUNDABLE_THRESHOLD_DAYS } from '../cancellation/cancellation.constants.js';
import { CANCELLATION_POLICY_FIXED_POINTS } from '../trip-page/trip-page.constants.js';
import { tripCancellationPolicy } from '../trip-page/trip-page.rules.js';
import { parseTripSearch } from '../trip-search/trip-search.codec.js';
import { HOME_LENGTHS, SITE_FOOTER_GROUPS, SITE_PAGES } from './site.constants.js';
import { generalCancellationPolicy, paymentFacts, tripDepartureMonths, tripDestinations } from './site.rules.js';

describe('the public site', () => {
  it('[MKT-030] states the same cancellation policy as every trip page, without its dates', () => {
    const general = generalCancellationPolicy();
    expect(general[0]).toContain(`${LAST_REFUNDABLE_THRESHOLD_DAYS} days before departure`);
    const trip = tripCancellationPolicy({ startDate: '2027-09-01' }, '2027-01-01');
    // The fixed points are the trip page's own, word for word.
    expect(general.slice(2)).toEqual([...CANCELLATION_POLICY_FIXED_POINTS]);
    expect(trip.points.slice(2)).toEqual(general.slice(2));
  });

  it('[MKT-049] explains the deposit, the balance and the reminders in figures', () => {
    const text = paymentFacts()
      .map((f) => f.text)
      .join(' ');
    expect(text).toContain('$500.00 per traveler');
    expect(text).toContain('90, 60, 30 and 14 days');
  });

  it('[MKT-026] lists the countries of the trips on sale, most trips first, each a search by destination', () => {
    const cards = [{ country: 'Chile' }, { country: 'Peru' }, { country: 'Chile' }, { country: '' }];
    const destinations = tripDestinations(cards, 6);
    expect(destinations.map((d) => [d.country, d.trips])).toEqual([
      ['Chile', 2],
      ['Peru', 1],
    ]);
    const search = parseTripSearch((destinations[0]?.href ?? '').split('?')[1] ?? '');
    expect(search).toEqual({ ok: true, filters: { destination: 'Chile' } });
    expect(tripDestinations(cards, 1)).toHaveLength(1);
  });

  it('[MKT-028] lists the months the trips depart in, soonest first, each a search by month', () => {
    const cards = [{ startDate: '2027-06-14' }, { startDate: '2027-05-10' }, { startDate: '2027-05-20' }];
    expect(tripDepartureMonths(cards, 6)).toEqual([
      { label: 'May 2027', href: '/trips?month=2027-05' },
      { label: 'June 2027', href: '/trips?month=2027-06' },
    ]);
  });

  it('[MKT-027] offers trip lengths the search accepts, with no gap between them', () => {
    const [short, long] = HOME_LENGTHS;
    expect((short?.lengthMax ?? 0) + 1).toBe(long?.lengthMin);
  });

  it('has one footer entry per information page', () => {
    const listed = SITE_FOOTER_GROUPS.flatMap((g) => g.pages);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(Object.keys(SITE_PAGES).sort());
  });
});
