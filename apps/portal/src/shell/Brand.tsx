// The Caravan wordmark with its sun-and-dunes mark.
import { Link } from '@caravan/ui';

/** The brand link shown at the top-left of every layout. */
export function Brand({ href = '/' }: { href?: string }) {
  return (
    <Link href={href} variant="standalone" className="pt-Brand" aria-label="Caravan home">
      <svg className="pt-Brand-mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M6 22c3-7 6-10 10-10s7 3 10 10" fill="none" stroke="#fdf1e8" strokeWidth="2.5" strokeLinecap="round" />
        <circle cx="22" cy="10" r="3" fill="#f3c3a2" />
      </svg>
      <span className="pt-Brand-name">Caravan</span>
    </Link>
  );
}
