// The cancelled trip's alert in the workspace, as rendered for each reason the host can be shown.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CancelledAlert } from './CancelledAlert.js';

const shown = (reason: Parameters<typeof CancelledAlert>[0]['reason']) =>
  renderToStaticMarkup(<CancelledAlert reason={reason} />)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('cancelled trip alert', () => {
  it('[TRP-008] an automatic launch-overdue cancellation says the launch date was not set within 14 days of reservation', () => {
    expect(shown('automatic-launch-overdue')).toContain(
      'This trip was cancelled automatically because the launch date was not set within 14 days of reservation.',
    );
  });
  it('[TRP-009] an automatic minimum-bookings cancellation says there were not enough bookings in the first 2 weeks', () => {
    expect(shown('automatic-minimum-bookings-overdue')).toContain(
      'This trip was cancelled automatically because there were not enough bookings in the first 2 weeks.',
    );
  });
  it('[TRP-010] a provider cancellation says the provider cancelled the trip (for example force majeure)', () => {
    for (const reason of ['provider-cancelled-force-majeure', 'provider-cancelled-verified-fraudulent'] as const)
      expect(shown(reason)).toContain('This trip was cancelled by the provider (for example force majeure).');
  });
  it('[TRP-011] any other cancellation shows the generic contact-support message; a trip not cancelled shows none', () => {
    expect(shown('default')).toContain('This trip was cancelled. Please contact support for more information.');
    expect(shown('default')).toContain('Trip Cancelled:');
    expect(shown(null)).toBe('');
  });
});
