// /error/:status? — the public error page (PLT-013), reached e.g. on a 401/403 without a live session.
import { Link, PageHeader } from '@caravan/ui';
import { PublicLayout } from './PublicLayout.js';

const MESSAGES: Record<string, { title: string; body: string }> = {
  '401': { title: 'Please sign in', body: 'You need to be signed in to see this page.' },
  '403': { title: 'Access denied', body: 'Your account does not have access to this page.' },
  '404': { title: 'Page not found', body: 'We could not find the page you were looking for.' },
  '500': { title: 'Something went wrong', body: 'An unexpected error occurred on our side. Please try again.' },
};

/** Explains an HTTP status and offers the way back. */
export function ErrorPage({ status }: { status?: string | undefined }) {
  const message = (status && MESSAGES[status]) || {
    title: 'Something went wrong',
    body: 'An unexpected error occurred. Please try again.',
  };
  return (
    <PublicLayout>
      <PageHeader eyebrow={status ? `Error ${status}` : 'Error'} title={message.title} description={message.body} />
      <div className="pt-Actions">
        <Link href="/login" variant="button">
          Go to sign in
        </Link>
        <Link href="/" variant="standalone">
          Back to Caravan
        </Link>
      </div>
    </PublicLayout>
  );
}
