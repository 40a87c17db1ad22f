// The referral link as its host reads it, and the hosts who signed up through it (first name and last initial only).
import { referralRewardMinor } from '@caravan/domain';
import { z } from '@hono/zod-openapi';

export const hostReferralLinkView = z
  .object({
    code: z.string(),
    /** The shareable link: the sign-up page carrying the code (REF-003). */
    url: z.string(),
    /** How many hosts signed up through the link. */
    referredCount: z.number().int(),
    /** The reward per referred host, in USD cents (REF-007, REF-008). */
    rewardFirstTripMinor: z.number().int(),
    rewardSecondTripBonusMinor: z.number().int(),
  })
  .strict()
  .openapi('HostReferralLink');

/** A referred host as the referrer sees them: no email, no surname, nothing the referred host did not share. */
export const referredHostView = z
  .object({
    name: z.string(),
    signedUpAt: z.iso.datetime(),
    /** Whether they activated their account. */
    activated: z.boolean(),
    /** What their confirmed trips have earned the referrer so far, in USD cents (REF-007, REF-008). */
    rewardMinor: z.number().int(),
  })
  .strict()
  .openapi('ReferredHost');
export type ReferredHostView = z.infer<typeof referredHostView>;

export const toReferredHostView = (row: {
  firstName: string;
  lastName: string;
  createdAt: Date;
  active: boolean;
  confirmedTrips: number;
}): ReferredHostView => ({
  name:
    [row.firstName.trim(), row.lastName.trim() ? `${row.lastName.trim()[0]}.` : ''].filter(Boolean).join(' ') ||
    'A new host',
  signedUpAt: row.createdAt.toISOString(),
  activated: row.active,
  rewardMinor: referralRewardMinor(row.confirmedTrips),
});
