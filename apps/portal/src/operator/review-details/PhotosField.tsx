// The itinerary's photos (§5: at most 10): choose images, checked here and again by the API, uploaded at once
// (POST /api/me/files/new-upload-image); shown with their hero, each removable. Saved with the review details.
import { IMAGE_UPLOAD_TYPES, ITINERARY_PHOTOS_MAX } from '@caravan/domain';
import { Button } from '@caravan/ui';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { itineraryApi } from '../itineraries/itineraries.api.js';
import { photosToUpload, withUploadedPhotos, withoutPhoto } from './photos.js';
import type { ReviewDetailsValues } from './review-details-form.js';

type Photos = ReviewDetailsValues['photos'];
const ACCEPT = Object.keys(IMAGE_UPLOAD_TYPES).join(',');

export interface PhotosFieldProps {
  photos: Photos;
  onChange: (photos: Photos) => void;
  /** The §5 message of the photos (more than 10), once a save was tried. */
  error: string | undefined;
}

export function PhotosField({ photos, onChange, error }: PhotosFieldProps) {
  const id = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (files: File[]) => itineraryApi.uploadImages(files),
    onSuccess: (data) => onChange(withUploadedPhotos(photos, data.urls)),
    onError: (e) => setRefusal(e instanceof Error ? e.message : String(e)),
  });
  const message = refusal ?? error;
  return (
    <fieldset className="op-Photos" aria-describedby={message ? `${id}-error` : undefined}>
      <legend className="cv-Field-label">Photos</legend>
      <p className="cv-Field-description">
        {photos.length} of {ITINERARY_PHOTOS_MAX} photos. The first one is the hero.
      </p>
      {photos.length > 0 ? (
        <ul className="op-Photos-list">
          {photos.map((photo, i) => (
            <li key={photo.url} className="op-Photo">
              <img src={photo.url} alt={photo.hero ? 'Hero shot' : `Gallery shot ${i + 1}`} />
              <Button variant="quiet" size="sm" onPress={() => onChange(withoutPhoto(photos, i))}>
                Remove photo {i + 1}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <label className="op-Photos-add" htmlFor={id}>
        {upload.isPending ? 'Uploading…' : 'Add photos'}
      </label>
      <input
        id={id}
        type="file"
        accept={ACCEPT}
        multiple
        disabled={upload.isPending || photos.length >= ITINERARY_PHOTOS_MAX}
        onChange={(e) => {
          const chosen = Array.from(e.target.files ?? []);
          e.target.value = '';
          const decision = photosToUpload(photos.length, chosen);
          setRefusal(decision.ok ? null : decision.message);
          if (decision.ok) upload.mutate(decision.files);
        }}
      />
      {message ? (
        <span id={`${id}-error`} className="cv-Field-error" role="alert">
          {message}
        </span>
      ) : null}
    </fieldset>
  );
}
