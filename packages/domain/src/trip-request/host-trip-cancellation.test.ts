// Tests of the host trip cancellation reasons and messages.
import { describe, expect, it } from 'vitest';
import {
  hostTripCancellationMessage,
  hostTripCancellationMessageKind,
  hostTripCancellationReason,
} from './host-trip-cancellation.rules.js';

describe('host trip cancellation reasons', () => {
  it('[TRP-007] a shown reason is launch overdue, minimum bookings overdue, a provider variant or the default', () => {
    for (const reason of [
      'automatic-launch-overdue',
      'automatic-minimum-bookings-overdue',
      'provider-cancelled-not-confirmed',
      'provider-cancelled-force-majeure',
      'provider-cancelled-sick-trip',
      'provider-cancelled-suspicious-activity',
      'provider-cancelled-verified-fraudulent',
      'default',
    ])
      expect(hostTripCancellationReason(reason)).toBe(reason);
    expect(hostTripCancellationReason('AUTOMATIC_LAUNCH_OVERDUE')).toBe('automatic-launch-overdue');
    expect(hostTripCancellationReason('force_majeure')).toBe('provider-cancelled-force-majeure');
    expect(hostTripCancellationReason('provider_cancelled_verified_fraudulent')).toBe(
      'provider-cancelled-verified-fraudulent',
    );
    expect(hostTripCancellationReason('weather')).toBe('default');
    expect(hostTripCancellationReason(null)).toBe('default');
    expect(hostTripCancellationMessageKind('provider-cancelled-sick-trip')).toBe('provider');
  });

  it('[TRP-008] launch overdue says the launch date was not set within 14 days of reservation', () => {
    expect(hostTripCancellationMessage('automatic-launch-overdue')).toBe(
      'This trip was cancelled automatically because the launch date was not set within 14 days of reservation.',
    );
  });

  it('[TRP-009] minimum bookings overdue says there were not enough bookings in the first 2 weeks', () => {
    expect(hostTripCancellationMessage('automatic_minimum_bookings_overdue')).toBe(
      'This trip was cancelled automatically because there were not enough bookings in the first 2 weeks.',
    );
  });

  it('[TRP-010] a provider cancellation says the provider cancelled the trip (for example force majeure)', () => {
    for (const r of ['not_confirmed', 'force-majeure', 'sick trip', 'suspicious_activity', 'verified_fraudulent'])
      expect(hostTripCancellationMessage(r)).toBe(
        'This trip was cancelled by the provider (for example force majeure).',
      );
  });

  it('[TRP-011] any other reason shows the generic contact-support message', () => {
    expect(hostTripCancellationMessage(undefined)).toBe(
      'This trip was cancelled. Please contact support for more information.',
    );
    expect(hostTripCancellationMessage('')).toBe(
      'This trip was cancelled. Please contact support for more information.',
    );
  });
});
