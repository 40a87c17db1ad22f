// A service's images (§5 Service forms: image upload up to 10 files, SVC-029): chosen files are checked here (the
// room left of the 10, type, size) and again by the API, uploaded at once, shown and each removable. Saved with the
// service.
import { MAX_SERVICE_IMAGES } from '@caravan/domain';
import { Button } from '@caravan/ui';
import { ImageUploadControl } from '../../review-details/ImageUploadControl.js';
import { serviceImagesToUpload } from './service-fields.js';
import { MediaImage } from '../../../media/MediaImage.js';
import { THUMB_HEIGHT, THUMB_SIZES, THUMB_WIDTH } from '../../../media/sizes.js';

export interface ServiceImagesFieldProps {
  label: string;
  images: readonly string[];
  onChange: (images: string[]) => void;
  /** The schema's message for the images, once a save was tried. */
  error: string | undefined;
  disabled: boolean;
}

export function ServiceImagesField({ label, images, onChange, error, disabled }: ServiceImagesFieldProps) {
  const full = images.length >= MAX_SERVICE_IMAGES;
  return (
    <fieldset className="op-Photos">
      <legend className="cv-Field-label">{label}</legend>
      <p className="cv-Field-description">
        {images.length} of {MAX_SERVICE_IMAGES} images.
      </p>
      {images.length > 0 ? (
        <ul className="op-Photos-list">
          {images.map((url, i) => (
            <li key={url} className="op-Photo">
              <MediaImage
                src={url}
                alt={`Gallery shot ${i + 1}`}
                width={THUMB_WIDTH}
                height={THUMB_HEIGHT}
                sizes={THUMB_SIZES}
              />
              <Button
                variant="quiet"
                size="sm"
                isDisabled={disabled}
                onPress={() => onChange(images.filter((_, j) => j !== i))}
              >
                Remove image {i + 1}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <ImageUploadControl
        addLabel={full ? `Image limit reached (${MAX_SERVICE_IMAGES})` : 'Add images'}
        disabled={disabled || full}
        toUpload={(chosen) => serviceImagesToUpload(images.length, chosen)}
        onUploaded={(urls) => onChange([...images, ...urls])}
        error={error}
      />
    </fieldset>
  );
}
