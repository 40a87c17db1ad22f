// Tests of the Bookings tab entities and read-outs: trip details, counts, chart, sidebar, companions and copy.
import { describe, expect, it } from 'vitest';
import {
  bookingsSidebarCard,
  formatBookingsChartLabel,
  hasBookingsChartData,
  hostTravelerCountSummary,
  showHostCompanionForm,
} from './bookings-tab.rules.js';
import { areHostCompanionsEditable, validateHostCompanion } from './companions.rules.js';
import { hostBookingsTripDetailsSchema } from './host-bookings.schema.js';

describe('trip details for bookings', () => {
  it('[HBK-002] parses travelers, counts, spots, earnings, chart data and email campaigns', () => {
    const d = hostBookingsTripDetailsSchema.parse({
      travelers: [
        {
          traveler: {
            firstName: 'Ana',
            lastName: 'Ruiz',
            email: 'ana@example.com',
            gender: 'female',
            dateOfBirth: '01/02/1990',
            instagramHandle: '@ana',
            countryCode: 'ES',
          },
          orderId: 'o1',
          status: 'pending',
          totalSpotsBooked: 2,
          pendingCancellation: false,
          totalAmount: 300000,
          paidAmount: 50000,
          dueAmount: 250000,
          cancelledByHost: false,
        },
      ],
      pendingTravelers: 2,
      onHoldTravelers: 1,
      confirmedTravelers: 4,
      maximumSpots: 12,
      minimumTripThreshold: 6,
      earnings: 120000,
      potentialEarnings: 480000,
      chartData: { labels: ['03/01', '03/02'], series: [[1, 3]] },
      emailCampaigns: [
        {
          name: 'Launch',
          sortOrder: 1,
          scheduledDate: '2025-03-01T10:00:00Z',
          completedDate: null,
          scheduledDateLabel: 'At launch',
          clicked: 3,
          opened: 10,
          status: 'scheduled',
        },
      ],
    });
    expect(d.travelers[0]?.traveler.instagramHandle).toBe('@ana');
    expect(d.travelers[0]?.dueAmount).toBe(250000);
    expect(d.minimumTripThreshold).toBe(6);
    expect(d.chartData.labels).toEqual(['03/01', '03/02']);
    expect(d.emailCampaigns[0]?.status).toBe('Scheduled');
    expect(hostBookingsTripDetailsSchema.parse({ maximumSpots: 12, minimumTripThreshold: 6 })).toMatchObject({
      travelers: [],
      pendingTravelers: 0,
      earnings: 0,
      chartData: { labels: [], series: [] },
      emailCampaigns: [],
    });
  });
});

describe('bookings tab read-outs', () => {
  it('[HBK-004] the traveler count summary is pending, on hold (waitlisted) and confirmed', () => {
    expect(hostTravelerCountSummary({ pendingTravelers: 2, onHoldTravelers: 1, confirmedTravelers: 4 })).toEqual([
      { key: 'pending', label: 'Pending', count: 2 },
      { key: 'onHold', label: 'Waitlisted', count: 1 },
      { key: 'confirmed', label: 'Confirmed', count: 4 },
    ]);
  });

  it('[HBK-003] the three count cards are Pending, Waitlisted and Confirmed', () => {
    const cards = hostTravelerCountSummary({ pendingTravelers: 0, onHoldTravelers: 0, confirmedTravelers: 0 });
    expect(cards.map((c) => c.label)).toEqual(['Pending', 'Waitlisted', 'Confirmed']);
  });

  it("[HBK-005] [HBK-006] the 'Bookings to Date' chart shows an empty message without data", () => {
    expect(hasBookingsChartData({ labels: [], series: [] })).toBe(false);
    expect(hasBookingsChartData({ labels: ['03/01'], series: [[]] })).toBe(false);
    expect(hasBookingsChartData({ labels: ['03/01'], series: [[2]] })).toBe(true);
    // Labels without any series, or a series without labels, are not enough to draw.
    expect(hasBookingsChartData({ labels: ['03/01'], series: [] })).toBe(false);
    expect(hasBookingsChartData({ labels: [], series: [[2]] })).toBe(false);
    // One empty series beside a filled one still draws; a series of plain numbers draws as it is.
    expect(hasBookingsChartData({ labels: ['03/01'], series: [[], [2]] })).toBe(true);
    expect(hasBookingsChartData({ labels: ['03/01'], series: [0] })).toBe(true);
  });

  it("[HBK-007] chart labels given as MM/DD are shown as 'MMM DD'", () => {
    expect(formatBookingsChartLabel('03/05')).toBe('Mar 05');
    expect(formatBookingsChartLabel('12/31')).toBe('Dec 31');
    expect(formatBookingsChartLabel('13/01')).toBe('13/01');
  });

  it('[HBK-007] the first and last day and month are formatted; a day or month out of range is left as given', () => {
    expect(formatBookingsChartLabel('01/01')).toBe('Jan 01');
    expect(formatBookingsChartLabel('02/31')).toBe('Feb 31');
    expect(formatBookingsChartLabel('00/05')).toBe('00/05');
    expect(formatBookingsChartLabel('03/00')).toBe('03/00');
    expect(formatBookingsChartLabel('03/32')).toBe('03/32');
  });

  it('[HBK-007] only exactly MM/DD is formatted, around spaces; other text is returned unchanged', () => {
    expect(formatBookingsChartLabel(' 03/05 ')).toBe('Mar 05');
    for (const other of ['3/05', '03/5', 'x03/05', '03/05x', '03-05', '2025/03/05', 'Week 1', ''])
      expect(formatBookingsChartLabel(other)).toBe(other);
  });

  it('[HBK-008] the sidebar card shows earnings until the earnings report is approved', () => {
    expect(bookingsSidebarCard({})).toBe('earnings');
    expect(bookingsSidebarCard({ earningsReport: { approved: { date: null } } })).toBe('earnings');
    // A report not yet approved has no approval at all.
    expect(bookingsSidebarCard({ earningsReport: {} })).toBe('earnings');
  });

  it("[HBK-009] once the earnings report is approved the sidebar shows 'Download Report'", () => {
    expect(bookingsSidebarCard({ earningsReport: { approved: { date: new Date('2025-07-01T00:00:00Z') } } })).toBe(
      'download-report',
    );
  });

  it('[HBK-010] the Companion form shows when the trip has companions', () => {
    expect(showHostCompanionForm([{ _id: 'c1' }])).toBe(true);
    expect(showHostCompanionForm([])).toBe(false);
    expect(showHostCompanionForm(undefined)).toBe(false);
  });
});

describe('host companions', () => {
  const blank = [{ _id: 'c1' }, { _id: 'c2', traveler: null }];
  const submitted = [
    { _id: 'c1', traveler: { firstName: 'Jo', lastName: 'Doe', email: 'jo@example.com', dateOfBirth: '02/03/1980' } },
  ];

  it('[HBK-038] companions are editable while the trip is not complete or closed and they have no traveler data', () => {
    expect(areHostCompanionsEditable('confirmed', blank)).toBe(true);
    expect(areHostCompanionsEditable('complete', blank)).toBe(false);
    expect(areHostCompanionsEditable('closed', blank)).toBe(false);
  });

  it('[HBK-039] companions are read-only after submission', () => {
    expect(areHostCompanionsEditable('confirmed', submitted)).toBe(false);
  });

  it('[HBK-039] one filled field of one companion is a submission; blank or non-text fields are not', () => {
    expect(areHostCompanionsEditable('confirmed', [...blank, { traveler: { email: 'jo@example.com' } }])).toBe(false);
    expect(areHostCompanionsEditable('confirmed', [{ traveler: { firstName: '', lastName: '  ' } }])).toBe(true);
    // A stored record may carry a null or a number where the form has text: neither counts as submitted data.
    const odd = { traveler: { firstName: null, dateOfBirth: 19800203 } } as unknown as (typeof submitted)[number];
    expect(areHostCompanionsEditable('confirmed', [odd])).toBe(true);
    expect(areHostCompanionsEditable('confirmed', [])).toBe(true);
  });

  it("[HBK-040] First Name, Last Name, Email and Date Of Birth are each required: '{field} is required'", () => {
    expect(validateHostCompanion({ firstName: ' ', lastName: '' })).toEqual({
      firstName: 'First Name is required',
      lastName: 'Last Name is required',
      email: 'Email is required',
      dateOfBirth: 'Date Of Birth is required',
    });
  });

  it('[HBK-040] a form with no values at all reports each field as required', () => {
    const allRequired = {
      firstName: 'First Name is required',
      lastName: 'Last Name is required',
      email: 'Email is required',
      dateOfBirth: 'Date Of Birth is required',
    };
    expect(validateHostCompanion(undefined)).toEqual(allRequired);
    expect(validateHostCompanion(null)).toEqual(allRequired);
  });

  it("[HBK-041] an invalid email shows 'Invalid email format'", () => {
    expect(validateHostCompanion({ ...submitted[0]?.traveler, email: 'jo@' })).toEqual({
      email: 'Invalid email format',
    });
  });

  it('[HBK-042] the date of birth is MM/DD/YYYY', () => {
    expect(validateHostCompanion({ ...submitted[0]?.traveler, dateOfBirth: '1980-02-03' })).toEqual({
      dateOfBirth: 'Date Of Birth must be MM/DD/YYYY',
    });
    expect(validateHostCompanion(submitted[0]?.traveler)).toEqual({});
  });
});
