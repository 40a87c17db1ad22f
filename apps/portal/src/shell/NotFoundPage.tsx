// The not-found page for any unmatched route (PLT-016).
import { Link, PageHeader } from '@caravan/ui';
import { PublicLayout } from './PublicLayout.js';

/** Shown when no route matches; `inApp` renders only the content for use inside the signed-in layout. */
export function NotFoundPage({ inApp = false }: { inApp?: boolean }) {
  const content = (
    <>
      <PageHeader
        eyebrow="404"
        title="Page not found"
        description="This path leads nowhere. The page may have moved, or the link may be mistyped."
      />
      <Link href={inApp ? '/app' : '/'} variant="button">
        Take me home
      </Link>
    </>
  );
  return inApp ? content : <PublicLayout>{content}</PublicLayout>;
}
