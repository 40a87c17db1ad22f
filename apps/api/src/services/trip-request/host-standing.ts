// The signed-in host's standing for the catalogue: level, status and whether they may request at all, and the tier
// rule applied to one itinerary (LVL-012..LVL-014, CAT-020), read once per call from the host record.
import {
  canHostRequestTrip,
  capHostLevel,
  type HostLevel,
  isItineraryTierLockShown,
  isItineraryTierUnlocked,
  isQualifiedHostStatus,
} from '@caravan/domain';
import { eq } from 'drizzle-orm';
import type { PolicyUser } from '../../auth/policy.js';
import type { Db } from '../../db/client.js';
import { hosts } from '../../db/schema/index.js';
import { forbidden } from '../../errors/app-error.js';
import type { Tx } from '../lifecycle.js';

export interface HostStanding {
  hostId: string;
  level: HostLevel;
  qualified: boolean;
  /**
   * Whether the host may request at all (LVL-017). The level is earned from qualified responses
   * (hostLevelFromProgress), so a level ZERO host has fewer than the 100 that unlock requests.
   */
  mayRequest: boolean;
}

/** The host's standing; a host without a record is an unqualified level ZERO host (HOM-004). Non-hosts: 403. */
export async function hostStandingOf(db: Db | Tx, user: PolicyUser): Promise<HostStanding> {
  if (user.group !== 'host') throw forbidden('Only hosts browse the catalogue and request trips.');
  const [row] = await db
    .select({ level: hosts.level, status: hosts.status })
    .from(hosts)
    .where(eq(hosts.userId, user.id))
    .limit(1);
  const level = capHostLevel(row?.level ?? 0);
  return {
    hostId: user.id,
    level,
    qualified: isQualifiedHostStatus((row?.status ?? null) as Parameters<typeof isQualifiedHostStatus>[0]),
    mayRequest: canHostRequestTrip({ level, qualifiedResponses: 0 }),
  };
}

/** The tier state of an itinerary for a host: unlocked (requestable) and whether the lock is shown. */
export function tierStateOf(standing: HostStanding, tier: number): { unlocked: boolean; lockShown: boolean } {
  return {
    unlocked: standing.mayRequest && isItineraryTierUnlocked(standing.level, tier),
    lockShown: isItineraryTierLockShown(standing.level, tier) || !isItineraryTierUnlocked(standing.level, tier),
  };
}

/** The highest tier the catalogue lists for a level: the unlocked tiers and the next one, shown locked (LVL-014). */
export const highestListedTier = (level: HostLevel): number => level + 1;
