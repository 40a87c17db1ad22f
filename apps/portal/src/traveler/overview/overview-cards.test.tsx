// The Trip Overview's status-dependent cards as rendered: the Booking Status message for each booking and trip status
// (TRV-043..051), the Trip support card's window (TRV-027) and the Preparation tab's frame or no-file text (TRV-059, 062).
import type { MyTripDetails } from '@caravan/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PreparationTab } from '../shell/OtherTabs.js';
import { TripContext } from '../shell/TripContext.js';
import { BookingStatusCard } from './BookingStatusCard.js';
import { TripSupportCard } from './TripSupportCard.js';

type StatusTrip = Parameters<typeof BookingStatusCard>[0]['trip'];
type Summary = NonNullable<StatusTrip['booking']>;

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The Booking Status card's text for a booking (status, shown status) on a trip of a status, minimum 8 spots. */
function statusCard(tripStatus: string, booking: Pick<Summary, 'status' | 'displayStatus'> | null): string {
  const trip = {
    status: tripStatus,
    minimumSpots: 8,
    booking: booking ? { _id: 'b1', orderId: 'ORD-1', currency: 'USD', dueAmount: 0, paidAmount: 0, ...booking } : null,
  } as StatusTrip;
  return text(renderToStaticMarkup(<BookingStatusCard trip={trip} />));
}

describe('Booking Status card', () => {
  it("[TRV-043] a complete trip says 'The trip was completed!'", () => {
    expect(statusCard('complete', { status: 'confirmed', displayStatus: 'complete' })).toBe(
      'Booking Status Your booking Complete The trip Trip complete The trip was completed!',
    );
  });
  it('[TRV-044] a pending trip says it will be confirmed when its minimum spots book', () => {
    for (const status of ['live', 'ready-to-confirm', 'early-confirmed'])
      expect(statusCard(status, { status: 'pending', displayStatus: 'pending' })).toContain(
        'The trip will be confirmed when 8 people book.',
      );
  });
  it("[TRV-045] a confirmed trip says 'The trip is officially happening!'", () => {
    for (const status of ['confirmed', 'closed'])
      expect(statusCard(status, { status: 'confirmed', displayStatus: 'confirmed' })).toContain(
        'The trip is officially happening!',
      );
  });
  it('[MKT-043] a confirmed spot on a trip still gathering travelers reads consistently: spot confirmed, trip not yet', () => {
    expect(statusCard('live', { status: 'confirmed', displayStatus: 'confirmed' })).toBe(
      'Booking Status Your booking Confirmed The trip Trip not yet confirmed Your spot is confirmed. The trip will be confirmed when 8 people book.',
    );
  });
  it("[TRV-046] a cancelled booking says 'Either you or the host cancelled the trip.'", () => {
    expect(statusCard('live', { status: 'cancelled', displayStatus: 'cancelled' })).toContain(
      'Either you or the host cancelled the trip.',
    );
  });
  it('[TRV-047] a waitlisted booking says it will be contacted if someone drops out', () => {
    expect(statusCard('confirmed', { status: 'waitlist', displayStatus: 'waitlist' })).toContain(
      'You are on the waitlist. You will be contacted if someone drops out.',
    );
  });
  it('[TRV-048] an awaiting booking says it is up on the waitlist, under the Awaiting Payment badge', () => {
    expect(statusCard('ready-to-confirm', { status: 'awaiting', displayStatus: 'awaiting' })).toBe(
      'Booking Status Your booking Awaiting Payment The trip Trip not yet confirmed You are up on the waitlist! Send payment to secure your spot.',
    );
  });
  it("[TRV-050] an unknown booking status, an unknown trip status or no booking shows 'unknown status'", () => {
    expect(statusCard('live', { status: 'mystery' as Summary['status'], displayStatus: 'pending' })).toContain(
      'unknown status',
    );
    expect(statusCard('on-hold', { status: 'confirmed', displayStatus: 'confirmed' })).toContain('unknown status');
    expect(statusCard('live', null)).toBe('Booking Status The trip Trip not yet confirmed unknown status');
  });
  it("[TRV-051] a cancelled trip says 'This trip has been cancelled.' (DECIDE in BOOKING_STATUS_MESSAGES)", () => {
    expect(statusCard('cancelled', { status: 'confirmed', displayStatus: 'confirmed' })).toContain(
      'This trip has been cancelled.',
    );
  });
});

describe('Trip support card', () => {
  const card = (today: string) =>
    text(renderToStaticMarkup(<TripSupportCard startDate="2026-03-10" endDate="2026-03-17" today={today} />));
  it('[TRV-027] shows only from the pre-trip night to the post-trip night', () => {
    expect(card('2026-03-08')).toBe('');
    expect(card('2026-03-09')).toContain('Trip support');
    expect(card('2026-03-13')).toContain('Call our emergency line');
    expect(card('2026-03-18')).toContain('Trip support');
    expect(card('2026-03-19')).toBe('');
  });
});

describe('Preparation tab', () => {
  const tab = (preparationListUrl: string | null) => {
    const trip = { name: 'Fjords Slow Travel', preparationListUrl } as MyTripDetails;
    return renderToStaticMarkup(
      <TripContext.Provider value={{ trip, booking: null, reload: async () => {} }}>
        <PreparationTab />
      </TripContext.Provider>,
    );
  };
  it('[TRV-059] embeds the preparation file in a frame', () => {
    const html = tab('https://files.caravan.test/prep.pdf');
    expect(html).toMatch(/<iframe[^>]+src="https:\/\/files\.caravan\.test\/prep\.pdf"/);
    expect(html).toContain('title="Preparation for Fjords Slow Travel"');
  });
  it("[TRV-062] with no preparation file says 'No preparation file specified'", () => {
    const html = tab(null);
    expect(html).not.toContain('<iframe');
    expect(text(html)).toBe('Preparation No preparation file specified');
  });
});
