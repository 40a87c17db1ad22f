// Share the trip page (MKT-030): copy its link (a toast confirms), or send it by email, Facebook, X or WhatsApp.
import { Button, showToast } from '@caravan/ui';

/** DECIDE: the copy toast stays 4 seconds, long enough to read, short enough not to cover the page. */
const COPIED_TOAST_MS = 4000;

export function ShareButtons({ url, name }: { url: string; name: string }) {
  const text = encodeURIComponent(name);
  const link = encodeURIComponent(url);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      showToast(
        { title: 'Link copied', description: 'Paste it anywhere to share this trip.', tone: 'success' },
        COPIED_TOAST_MS,
      );
    } catch {
      showToast({ title: 'Could not copy the link', description: url, tone: 'danger' }, COPIED_TOAST_MS * 2);
    }
  };
  return (
    <fieldset className="pt-Share">
      <legend className="pt-visually-hidden">Share this trip</legend>
      <Button variant="secondary" size="sm" onPress={() => void copy()}>
        Copy link
      </Button>
      <a className="pt-Share-link" href={`mailto:?subject=${text}&body=${link}`}>
        Email
      </a>
      <a
        className="pt-Share-link"
        href={`https://www.facebook.com/sharer/sharer.php?u=${link}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        Facebook
      </a>
      <a
        className="pt-Share-link"
        href={`https://twitter.com/intent/tweet?url=${link}&text=${text}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        X
      </a>
      <a
        className="pt-Share-link"
        href={`https://wa.me/?text=${text}%20${link}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        WhatsApp
      </a>
    </fieldset>
  );
}
