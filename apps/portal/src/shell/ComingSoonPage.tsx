// A product area whose screens are not built yet: names the area and leads back to the portal home.
import type { ShellProductLink } from '@caravan/domain';
import { Link, PageHeader } from '@caravan/ui';
import { useLocation } from 'wouter';
import { titleFor } from './titles.js';

/** The in-app page for a product link (PLT-031, PLT-039) that has no screen yet. */
export function ComingSoonPage({ link, home }: { link: ShellProductLink; home: string }) {
  const [location] = useLocation();
  const portal = titleFor(location);
  return (
    <>
      <PageHeader eyebrow={portal} title={link.label} description={`This part of the ${portal} is on its way.`} />
      <Link href={home} variant="button">
        Back to the {portal} home
      </Link>
    </>
  );
}
