// The itinerary's photos (§5: at most 10): choose images, checked here and again by the API, uploaded at once
// (POST /api/me/files/new-upload-image); shown with their hero, each removable. Saved with the review details.
import { ITINERARY_PHOTOS_MAX } from '@caravan/domain';
import { Button } from '@caravan/ui';
import { ImageUploadControl } from './ImageUploadControl.js';
import { photosToUpload, withUploadedPhotos, withoutPhoto } from './photos.js';
import type { ReviewDetailsValues } from './review-details-form.js';
import { MediaImage } from '../../media/MediaImage.js';
import { THUMB_HEIGHT, THUMB_SIZES, THUMB_WIDTH } from '../../media/sizes.js';

type Photos = ReviewDetailsValues['photos'];

export interface PhotosFieldProps {
  photos: Photos;
  onChange: (photos: Photos) => void;
  /** The §5 message of the photos (more than 10), once a save was tried. */
  error: string | undefined;
}

export function PhotosField({ photos, onChange, error }: PhotosFieldProps) {
  return (
    <fieldset className="op-Photos">
      <legend className="cv-Field-label">Photos</legend>
      <p className="cv-Field-description">
        {photos.length} of {ITINERARY_PHOTOS_MAX} photos. The first one is the hero.
      </p>
      {photos.length > 0 ? (
        <ul className="op-Photos-list">
          {photos.map((photo, i) => (
            <li key={photo.url} className="op-Photo">
              <MediaImage
                src={photo.url}
                alt={photo.hero ? 'Hero shot' : `Gallery shot ${i + 1}`}
                width={THUMB_WIDTH}
                height={THUMB_HEIGHT}
                sizes={THUMB_SIZES}
              />
              <Button variant="quiet" size="sm" onPress={() => onChange(withoutPhoto(photos, i))}>
                Remove photo {i + 1}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <ImageUploadControl
        addLabel="Add photos"
        disabled={photos.length >= ITINERARY_PHOTOS_MAX}
        toUpload={(chosen) => photosToUpload(photos.length, chosen)}
        onUploaded={(urls) => onChange(withUploadedPhotos(photos, urls))}
        error={error}
      />
    </fieldset>
  );
}
