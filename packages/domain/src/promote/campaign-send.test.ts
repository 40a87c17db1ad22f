// Tests of the email campaign send rules: edit body, schedule window, status after an edit, send-now, recipients.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TRIP_STATUSES } from '../shared/statuses.js';
import {
  CAMPAIGN_AFTER_START_MESSAGE,
  CAMPAIGN_TOO_SOON_MESSAGE,
  campaignEditSchema,
  campaignRecipients,
  campaignScheduleError,
  campaignStatusAfterEdit,
  canSendCampaignNow,
} from './campaign-send.rules.js';
import { PROMOTE_EMAIL_STATUSES } from './promote.constants.js';

const now = new Date('2026-05-01T12:00:00Z');

describe('campaign edits', () => {
  it('[PRM-010] the edit body caps the copy at 500 characters and takes an offset date-time or null', () => {
    const ok = { hostBlurb: 'a'.repeat(500), active: true, scheduledDate: '2026-05-02T09:00:00Z' };
    expect(campaignEditSchema.safeParse(ok).success).toBe(true);
    expect(campaignEditSchema.safeParse({ ...ok, scheduledDate: null }).success).toBe(true);
    expect(campaignEditSchema.safeParse({ ...ok, hostBlurb: 'a'.repeat(501) }).success).toBe(false);
    expect(campaignEditSchema.safeParse({ ...ok, scheduledDate: 'tomorrow' }).success).toBe(false);
    expect(campaignEditSchema.safeParse({ ...ok, status: 'Sent' }).success).toBe(false);
  });

  it('[PRM-008] an edit leaves Disabled when off, Scheduled with a send time, Pending without', () => {
    expect(campaignStatusAfterEdit({ active: false, scheduledDate: '2026-05-02T09:00:00Z' })).toBe('Disabled');
    expect(campaignStatusAfterEdit({ active: true, scheduledDate: '2026-05-02T09:00:00Z' })).toBe('Scheduled');
    expect(campaignStatusAfterEdit({ active: true, scheduledDate: null })).toBe('Pending');
  });
});

describe('campaign schedule window', () => {
  it('refuses a time less than 10 minutes ahead, and one on or after the trip start day', () => {
    const at = (iso: string) =>
      campaignScheduleError({ scheduledDate: new Date(iso), now, tripStartDate: '2026-06-01' });
    expect(at('2026-05-01T12:09:59Z')).toBe(CAMPAIGN_TOO_SOON_MESSAGE);
    expect(at('2026-05-01T12:10:00Z')).toBeNull();
    expect(at('2026-05-31T23:59:59Z')).toBeNull();
    expect(at('2026-06-01T00:00:00Z')).toBe(CAMPAIGN_AFTER_START_MESSAGE);
  });

  it('accepts exactly the times in [now + 10 min, trip start)', () => {
    const start = Date.parse('2026-06-01T00:00:00Z');
    fc.assert(
      fc.property(fc.integer({ min: now.getTime() - 86_400_000, max: start + 86_400_000 }), (ms) => {
        const error = campaignScheduleError({ scheduledDate: new Date(ms), now, tripStartDate: '2026-06-01' });
        expect(error === null).toBe(ms >= now.getTime() + 600_000 && ms < start);
      }),
    );
  });
});

describe('sending a campaign now', () => {
  it('[PRM-009] only an active, editable campaign of a trip whose page takes bookings', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TRIP_STATUSES),
        fc.constantFrom(...PROMOTE_EMAIL_STATUSES),
        fc.boolean(),
        (tripStatus, emailStatus, active) => {
          const expected =
            active &&
            ['live', 'ready-to-confirm', 'early-confirmed', 'confirmed'].includes(tripStatus) &&
            emailStatus !== 'Sent' &&
            emailStatus !== 'Canceled';
          expect(canSendCampaignNow({ tripStatus, emailStatus, active })).toBe(expected);
        },
      ),
    );
  });

  it('sends to the opted-in audience, each address once whatever its case', () => {
    expect(
      campaignRecipients([
        { email: 'ana@example.com', marketingOptIn: true },
        { email: 'ANA@example.com ', marketingOptIn: true },
        { email: 'bo@example.com', marketingOptIn: false },
        { email: 'cy@example.com', marketingOptIn: true },
      ]),
    ).toEqual(['ana@example.com', 'cy@example.com']);
  });

  it('keeps the first spelling of an address, trimmed, and skips blank addresses', () => {
    expect(
      campaignRecipients([
        { email: '   ', marketingOptIn: true },
        { email: ' Dee@Example.com ', marketingOptIn: true },
        { email: 'dee@example.com', marketingOptIn: true },
        { email: 'eve@example.com', marketingOptIn: false },
        { email: 'EVE@example.com', marketingOptIn: true },
      ]),
    ).toEqual(['Dee@Example.com', 'EVE@example.com']);
    // Addresses are compared in lower case: 'ß' stays itself there (in upper case it would read as 'SS').
    expect(
      campaignRecipients([
        { email: 'straße@example.com', marketingOptIn: true },
        { email: 'strasse@example.com', marketingOptIn: true },
      ]),
    ).toEqual(['straße@example.com', 'strasse@example.com']);
    expect(campaignRecipients([])).toEqual([]);
  });
});
