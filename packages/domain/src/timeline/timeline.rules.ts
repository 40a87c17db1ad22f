// A lifecycle timeline as each audience reads it (MKT-024): the admin sees who by email and the internal reason codes
// with their meaning; a host or traveler sees who by their part in the trip and only the reasons meant for them.
import { CANCELLATION_REASON_CODES } from '../cancellation/cancellation.constants.js';
import type { UserGroup } from '../shared/statuses.js';
import { hostTripCancellationMessage } from '../trip-request/host-trip-cancellation.rules.js';

/** Who moved an object, as the log knows them: a user (id and group) or nobody (the platform's scheduler). */
export interface TimelineActor {
  id: string | null;
  group: UserGroup | null;
}

/** DECIDE: the words a host or traveler reads for each part; admins and the scheduler are both "Caravan" to them. */
const TIMELINE_ACTOR_LABELS = {
  self: 'You',
  platform: 'Caravan',
  host: 'The host',
  operator: 'The operator',
  traveler: 'A traveler',
} as const;

/** Who moved it, for the host or traveler `viewerId`: themselves, the platform, or the other party by role. */
export function timelineActorLabel(actor: TimelineActor, viewerId: string): string {
  // The viewer always has an id, so the scheduler's null never reads as "You".
  if (actor.id === viewerId) return TIMELINE_ACTOR_LABELS.self;
  switch (actor.group) {
    case 'host':
      return TIMELINE_ACTOR_LABELS.host;
    case 'operator':
      return TIMELINE_ACTOR_LABELS.operator;
    case 'traveler':
      return TIMELINE_ACTOR_LABELS.traveler;
    default:
      return TIMELINE_ACTOR_LABELS.platform;
  }
}

const isInternalReasonCode = (reason: string): reason is keyof typeof CANCELLATION_REASON_CODES =>
  Object.hasOwn(CANCELLATION_REASON_CODES, reason);

/**
 * Why, as the audience may read it. An admin reads the stored reason, an internal booking code with its meaning ("12 —
 * confirmed, full refund"). A host reads a trip's reason as TRP-007 shows it (its message; anything unknown is the
 * default message). A traveler reads their booking's reason in words, never an internal code (Caravan's bookkeeping).
 */
export function timelineReason(
  reason: string | null,
  audience: 'admin' | 'owner',
  resource?: 'trip' | 'booking',
): string | null {
  if (reason === null || reason === '') return null;
  if (audience === 'admin')
    return isInternalReasonCode(reason) ? `${reason} — ${CANCELLATION_REASON_CODES[reason]}` : reason;
  if (resource === 'trip') return hostTripCancellationMessage(reason);
  return isInternalReasonCode(reason) ? null : reason;
}
