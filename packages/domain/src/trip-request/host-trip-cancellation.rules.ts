// Why a host's trip was cancelled: the reason kinds shown and their messages (host-and-platform §4.2, §8).
import { spellingKey } from '../shared/enum.js';

/** Provider-cancelled variants of a cancellation reason (TRP-007). */
const PROVIDER_CANCELLATION_VARIANTS = [
  'not-confirmed',
  'force-majeure',
  'sick-trip',
  'suspicious-activity',
  'verified-fraudulent',
] as const;

/** The cancellation reasons shown to a host, plus a default (TRP-007). */
export const HOST_TRIP_CANCELLATION_REASONS = [
  'automatic-launch-overdue',
  'automatic-minimum-bookings-overdue',
  ...PROVIDER_CANCELLATION_VARIANTS.map((v) => `provider-cancelled-${v}` as const),
  'default',
] as const;
export type HostTripCancellationReason = (typeof HOST_TRIP_CANCELLATION_REASONS)[number];

/** The message group a reason shows. */
type HostTripCancellationMessageKind = 'launch-overdue' | 'minimum-bookings-overdue' | 'provider' | 'default';

/** The cancellation messages (TRP-008..TRP-011). */
export const HOST_TRIP_CANCELLATION_MESSAGES: Record<HostTripCancellationMessageKind, string> = {
  'launch-overdue':
    'This trip was cancelled automatically because the launch date was not set within 14 days of reservation.',
  'minimum-bookings-overdue':
    'This trip was cancelled automatically because there were not enough bookings in the first 2 weeks.',
  provider: 'This trip was cancelled by the provider (for example force majeure).',
  default: 'This trip was cancelled. Please contact support for more information.',
};

/** Normalises a stored internalCancellationReason to a shown reason; anything unknown is the default (TRP-007). */
export function hostTripCancellationReason(raw: string | null | undefined): HostTripCancellationReason {
  if (!raw) return 'default';
  const key = spellingKey(raw);
  const found = HOST_TRIP_CANCELLATION_REASONS.find((r) => spellingKey(r) === key);
  if (found) return found;
  // Provider variants may come without the provider-cancelled prefix (for example 'force_majeure').
  const variant = PROVIDER_CANCELLATION_VARIANTS.find((v) => spellingKey(v) === key);
  return variant ? `provider-cancelled-${variant}` : 'default';
}

/** The message group of a shown reason (TRP-008..TRP-011). */
export function hostTripCancellationMessageKind(reason: HostTripCancellationReason): HostTripCancellationMessageKind {
  if (reason === 'automatic-launch-overdue') return 'launch-overdue';
  if (reason === 'automatic-minimum-bookings-overdue') return 'minimum-bookings-overdue';
  if (reason.startsWith('provider-cancelled-')) return 'provider';
  return 'default';
}

/** The message shown for a stored cancellation reason (TRP-008..TRP-011). */
export function hostTripCancellationMessage(raw: string | null | undefined): string {
  return HOST_TRIP_CANCELLATION_MESSAGES[hostTripCancellationMessageKind(hostTripCancellationReason(raw))];
}
