// The action a public link may carry (PLT-018): ?action={words}&url={address}, read together, shown as one link.
import { readPublicLinkActionPair } from '@caravan/domain';
import { Link } from '@caravan/ui';

/**
 * DECIDE: the pair is where the host sends a visitor on from the survey (their trip page, their site): `action` is the
 * link's words and `url` its address. Only a web address (http or https) is followed, so a crafted link can never run
 * script; half a pair, or an address of another kind, shows nothing.
 */
export function publicLinkAction(search: string): { action: string; url: string } | null {
  const params = new URLSearchParams(search);
  const pair = readPublicLinkActionPair({
    action: params.get('action')?.trim() || undefined,
    url: params.get('url')?.trim() || undefined,
  });
  if (!pair) return null;
  try {
    const url = new URL(pair.url);
    return url.protocol === 'https:' || url.protocol === 'http:' ? { action: pair.action, url: url.toString() } : null;
  } catch {
    return null;
  }
}

/** The link of the page's action pair, under the survey; nothing when the link carries none. */
export function PublicLinkAction({ search }: { search: string }) {
  const pair = publicLinkAction(search);
  if (!pair) return null;
  return (
    <p className="sv-Action">
      <Link href={pair.url} variant="standalone" rel="noopener">
        {pair.action}
      </Link>
    </p>
  );
}
