// The action a public link may carry (PLT-018): ?action={words}&url={address}, read together, shown as one link.
import { readPublicLinkActionPair } from '@caravan/domain';
import { Link } from '@caravan/ui';

/**
 * DECIDE: the pair is where the host sends a visitor on from the survey (their trip page, their profile): `action` is
 * the link's words and `url` its address. Only an address on Caravan itself is followed: anyone can write a query
 * string, and a link under our name with words and a destination of a stranger's choosing would be a phishing tool
 * (and a script address could run). Half a pair, or an address elsewhere, shows nothing.
 */
export function publicLinkAction(search: string, origin: string): { action: string; url: string } | null {
  const params = new URLSearchParams(search);
  const pair = readPublicLinkActionPair({
    action: params.get('action')?.trim() || undefined,
    url: params.get('url')?.trim() || undefined,
  });
  if (!pair) return null;
  try {
    const url = new URL(pair.url, origin);
    return url.origin === origin ? { action: pair.action, url: `${url.pathname}${url.search}${url.hash}` } : null;
  } catch {
    return null;
  }
}

/** The link of the page's action pair, under the survey; nothing when the link carries none. */
export function PublicLinkAction({ search, origin }: { search: string; origin: string }) {
  const pair = publicLinkAction(search, origin);
  if (!pair) return null;
  return (
    <p className="sv-Action">
      <Link href={pair.url} variant="standalone" rel="noopener">
        {pair.action}
      </Link>
    </p>
  );
}
