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
    // Word for word: the two lines the trip page words with its own dates.
    expect(general.slice(0, 2)).toEqual([
      'Until 90 days before departure, what you paid above the deposit is refunded if you cancel; cancellation fees may apply.',
      'From 90 days before departure, a confirmed booking is non-refundable.',
    ]);
    expect(general).toHaveLength(2 + CANCELLATION_POLICY_FIXED_POINTS.length);
  });

  it('[MKT-049] explains the deposit, the balance and the reminders in figures', () => {
    const text = paymentFacts()
      .map((f) => f.text)
      .join(' ');
    expect(text).toContain('$500.00 per traveler');
    expect(text).toContain('90, 60, 30 and 14 days');
  });

  it('[MKT-049] words the payments page fact by fact, with Affirm in the United States and six travelers a booking', () => {
    expect(paymentFacts()).toEqual([
      {
        title: 'A deposit holds your spot',
        text: 'You pay a deposit of $500.00 per traveler when you book (or the whole price, when the trip costs less). You may also pay in full, or any amount above the deposit.',
      },
      {
        title: 'The balance is due before departure',
        text: "Each trip page shows its payment schedule: the deposit now and the balance by the trip's bookings deadline. You can pay the balance in one go or in parts from your Traveler Portal.",
      },
      {
        title: 'We remind you before it is due',
        text: 'While a balance is open, we email you 90, 60, 30 and 14 days before the trip starts, so a due date never comes as a surprise.',
      },
      {
        title: 'Pay over time',
        text: "Travelers in the United States can pay with Affirm at checkout and spread the cost in monthly instalments, subject to Affirm's approval.",
      },
      {
        title: 'Booking for a group',
        text: 'One booking holds up to 6 travelers, each with their own email address; the deposit is per traveler.',
      },
      {
        title: 'Refunds',
        text: 'A refund goes back to the card you paid with. The cancellation policy says what is refunded and until when.',
      },
    ]);
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
    expect(tripDestinations(cards, 1)).toEqual([{ country: 'Chile', trips: 2, href: '/trips?destination=Chile' }]);
  });

  it('[MKT-026] orders countries with as many trips by name, and keeps only the most', () => {
    const cards = [{ country: 'Peru' }, { country: 'Chile' }, { country: 'Bolivia' }, { country: 'Peru' }];
    expect(tripDestinations(cards, 6)).toEqual([
      { country: 'Peru', trips: 2, href: '/trips?destination=Peru' },
      { country: 'Bolivia', trips: 1, href: '/trips?destination=Bolivia' },
      { country: 'Chile', trips: 1, href: '/trips?destination=Chile' },
    ]);
    expect(tripDestinations(cards, 2).map((d) => d.country)).toEqual(['Peru', 'Bolivia']);
    expect(tripDestinations([], 6)).toEqual([]);
  });

  it('[MKT-028] lists the months the trips depart in, soonest first, each a search by month', () => {
    const cards = [{ startDate: '2027-06-14' }, { startDate: '2027-05-10' }, { startDate: '2027-05-20' }];
    expect(tripDepartureMonths(cards, 6)).toEqual([
      { label: 'May 2027', href: '/trips?month=2027-05' },
      { label: 'June 2027', href: '/trips?month=2027-06' },
    ]);
    expect(tripDepartureMonths(cards, 1)).toEqual([{ label: 'May 2027', href: '/trips?month=2027-05' }]);
    expect(tripDepartureMonths([], 6)).toEqual([]);
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
