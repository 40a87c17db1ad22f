// The trip page's photo gallery (MKT-030): a scroll-snapping strip (swipe on touch, arrow keys on a keyboard) whose
// photos open a lightbox dialog with previous / next. One photo reads as a single wide picture.
import { type KeyboardEvent, lazy, Suspense, useRef, useState } from 'react';

/** The lightbox loads when a photo is first opened: a visitor who only reads the page never downloads it. */
const TripLightbox = lazy(() => import('./TripLightbox.js').then((m) => ({ default: m.TripLightbox })));

export interface GalleryPhoto {
  src: string;
  alt: string;
}

/** DECIDE: photos are drawn 4:3 at 480×360 in the strip (the size the demo media are cut to), so nothing shifts. */
const THUMB = { width: 480, height: 360 } as const;

/** The gallery of a trip: every photo the page has (hero, itinerary photos, day images), in that order. */
export function TripGallery({ photos, tripName }: { photos: GalleryPhoto[]; tripName: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const strip = useRef<HTMLUListElement>(null);
  if (photos.length === 0) return null;

  /** Arrow keys move focus along the strip (and scroll it), as in a toolbar. */
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const buttons = [...(strip.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = buttons[Math.min(Math.max(at + (event.key === 'ArrowRight' ? 1 : -1), 0), buttons.length - 1)];
    event.preventDefault();
    next?.focus();
    next?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };

  return (
    <section className="pt-Gallery" aria-labelledby="gallery-heading" id="gallery">
      <h2 id="gallery-heading">Photos</h2>
      <p className="pt-visually-hidden">Use the arrow keys to move between photos; Enter opens a photo.</p>
      <ul
        ref={strip}
        className={photos.length === 1 ? 'pt-Gallery-strip pt-Gallery-strip--single' : 'pt-Gallery-strip'}
        onKeyDown={onKeyDown}
      >
        {photos.map((photo, index) => (
          <li key={photo.src}>
            <button
              type="button"
              className="pt-Gallery-thumb"
              aria-label={`Open photo ${index + 1} of ${photos.length}: ${photo.alt}`}
              onClick={() => setOpen(index)}
            >
              <img src={photo.src} alt="" width={THUMB.width} height={THUMB.height} loading="lazy" decoding="async" />
            </button>
          </li>
        ))}
      </ul>
      {open === null ? null : (
        <Suspense fallback={null}>
          <TripLightbox photos={photos} index={open} tripName={tripName} onIndex={setOpen} />
        </Suspense>
      )}
    </section>
  );
}
