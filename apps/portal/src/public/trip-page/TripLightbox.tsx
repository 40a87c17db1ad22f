// The trip gallery's lightbox (MKT-030): one photo large in a react-aria modal dialog, with previous / next buttons
// and the arrow keys; Escape or Close returns focus to the photo that opened it.
import { Button } from '@caravan/ui';
import { useEffect } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { GalleryPhoto } from './TripGallery.js';

/** The lightbox: one photo large, with previous / next buttons and the arrow keys; Escape closes it. */
export function TripLightbox({
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
