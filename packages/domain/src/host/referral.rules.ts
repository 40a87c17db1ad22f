// Referral reward rules (REF §9).
import { REFERRAL_FIRST_TRIP_REWARD_MINOR, REFERRAL_SECOND_TRIP_BONUS_MINOR } from './host.constants.js';

/** The referral reward in USD cents for a referred host's confirmed trips: $1,000 at the first, +$500 at the second (REF-007, REF-008). */
export function referralRewardMinor(referredConfirmedTrips: number): number {
  if (referredConfirmedTrips < 1) return 0;
  if (referredConfirmedTrips < 2) return REFERRAL_FIRST_TRIP_REWARD_MINOR;
  return REFERRAL_FIRST_TRIP_REWARD_MINOR + REFERRAL_SECOND_TRIP_BONUS_MINOR;
}
