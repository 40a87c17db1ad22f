// Host referrals (REF-001): each host's referral link (a links row of type referral) and the sign-ups made through it.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { hostReferrals, links } from '../../db/schema/index.js';

/** The sign-up page a referral link leads to; it carries the code so the sign-up can be recorded against the referrer. */
export const REFERRAL_SIGNUP_PATH = '/signup';
/** The query parameter carrying the referral code. */
export const REFERRAL_QUERY_PARAM = 'ref';
/** The longest code a sign-up may carry (a links path; new codes are 'ref-' and 10 hex digits). */
export const REFERRAL_CODE_MAX_LENGTH = 40;

const destinationOf = (code: string) => `${REFERRAL_SIGNUP_PATH}?${REFERRAL_QUERY_PARAM}=${encodeURIComponent(code)}`;

/**
 * The shareable link of a code: always the sign-up page carrying it, whatever destination an older link row holds
 * (the demo data's referral link points at a /referral/{path} page that does not exist).
 */
export const referralPathOf = destinationOf;

async function findReferralLink(db: Db, hostId: string) {
  const [row] = await db
    .select({ path: links.path, destination: links.destination })
    .from(links)
    .where(and(eq(links.hostId, hostId), eq(links.linkType, 'referral')))
    .orderBy(links.createdAt, links.id)
    .limit(1);
  return row;
}

/**
 * The host's referral link, made on first use. Two first reads at once may each insert one; both are valid codes
 * for the same host and every later read answers the oldest, so the link shown never changes after that.
 */
export async function ensureReferralLink(db: Db, hostId: string): Promise<{ code: string; destination: string }> {
  const existing = await findReferralLink(db, hostId);
  if (existing) return { code: existing.path, destination: destinationOf(existing.path) };
  const code = `ref-${randomBytes(5).toString('hex')}`;
  await db
    .insert(links)
    .values({ hostId, linkType: 'referral', path: code, destination: destinationOf(code) })
    .onConflictDoNothing({ target: links.path });
  const created = await findReferralLink(db, hostId);
  if (!created) throw new Error('The referral link could not be created.');
  return { code: created.path, destination: destinationOf(created.path) };
}

/**
 * Records that `referredHostId` signed up through the referral link `code`. An unknown code records nothing (the
 * sign-up still succeeds: a stale link must not keep anyone out); a host is referred once, the first link winning.
 */
export async function recordReferredSignup(db: Db, referredHostId: string, code: string, at: Date): Promise<boolean> {
  if (code === '' || code.length > REFERRAL_CODE_MAX_LENGTH) return false;
  const [link] = await db
    .select({ hostId: links.hostId })
    .from(links)
    .where(and(eq(links.path, code), eq(links.linkType, 'referral')));
  if (!link || link.hostId === referredHostId) return false;
  const inserted = await db
    .insert(hostReferrals)
    .values({ referredHostId, referrerHostId: link.hostId, createdAt: at })
    .onConflictDoNothing()
    .returning({ id: hostReferrals.referredHostId });
  return inserted.length > 0;
}
