// The trip page's photo gallery (MKT-030): a scroll-snapping strip (swipe on touch, arrow keys on a keyboard) whose
// photos open a lightbox dialog with previous / next. One photo reads as a single wide picture.
import { Button } from '@caravan/ui';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

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
      <Lightbox photos={photos} index={open} tripName={tripName} onIndex={setOpen} />
    </section>
  );
}

/** The lightbox: one photo large, with previous / next buttons and the arrow keys; Escape closes it. */
function Lightbox({
  photos,
  index,
  tripName,
  onIndex,
}: {
  photos: GalleryPhoto[];
  index: number | null;
  tripName: string;
  onIndex: (index: number | null) => void;
}) {
  const photo = index === null ? undefined : photos[index];
  const step = (by: number) => index !== null && onIndex((index + by + photos.length) % photos.length);
  // While open, the arrow keys step through the photos (the dialog holds focus, so listen on the window).
  useEffect(() => {
    if (index === null) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
      event.preventDefault();
      onIndex((index + (event.key === 'ArrowRight' ? 1 : -1) + photos.length) % photos.length);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [index, onIndex, photos.length]);
  return (
    <ModalOverlay
      className="cv-ModalOverlay pt-Lightbox-overlay"
      isOpen={photo !== undefined}
      onOpenChange={(isOpen) => (isOpen ? null : onIndex(null))}
      isDismissable
    >
      <Modal className="pt-Lightbox">
        <Dialog className="pt-Lightbox-dialog" aria-label={`Photos of ${tripName}`}>
          {({ close }) =>
            photo && index !== null ? (
              <>
                <Heading slot="title" className="pt-Lightbox-title">
                  Photo {index + 1} of {photos.length}
                </Heading>
                <figure className="pt-Lightbox-figure">
                  <img src={photo.src} alt={photo.alt} width={1200} height={900} />
                  <figcaption>{photo.alt}</figcaption>
                </figure>
                <div className="pt-Lightbox-actions">
                  <Button variant="secondary" onPress={() => step(-1)} isDisabled={photos.length < 2}>
                    Previous photo
                  </Button>
                  <Button variant="secondary" onPress={() => step(1)} isDisabled={photos.length < 2}>
                    Next photo
                  </Button>
                  <Button variant="quiet" onPress={close}>
                    Close
                  </Button>
                </div>
              </>
            ) : null
          }
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
