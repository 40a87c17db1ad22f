// The 'Add …' file picker of an images field (itinerary photos, a service's images): the chosen files are checked by
// the field's rule first (room left, type, size), uploaded at once (POST /api/me/files/new-upload-image), and the
// urls handed back; a refusal or a failed upload is said under the picker.
import { IMAGE_UPLOAD_TYPES } from '@caravan/domain';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { itineraryApi } from '../itineraries/itineraries.api.js';

const ACCEPT = Object.keys(IMAGE_UPLOAD_TYPES).join(',');

export interface ImageUploadControlProps {
  /** The picker's label, e.g. 'Add photos'. */
  addLabel: string;
  /** No more files are taken (the field is full or locked). */
  disabled: boolean;
  /** The field's rule: the files to send, or why none are sent. */
  toUpload: (chosen: File[]) => { ok: true; files: File[] } | { ok: false; message: string };
  onUploaded: (urls: string[]) => void;
  /** The field's own message (e.g. the form's check), shown when the picker has none of its own. */
  error: string | undefined;
}

export function ImageUploadControl({ addLabel, disabled, toUpload, onUploaded, error }: ImageUploadControlProps) {
  const id = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (files: File[]) => itineraryApi.uploadImages(files),
    onSuccess: (data) => onUploaded(data.urls),
    onError: (e) => setRefusal(e instanceof Error ? e.message : String(e)),
  });
  const message = refusal ?? error;
  return (
    <>
      <label className="op-Photos-add" htmlFor={id}>
        {upload.isPending ? 'Uploading…' : addLabel}
      </label>
      <input
        id={id}
        type="file"
        accept={ACCEPT}
        multiple
        disabled={disabled || upload.isPending}
        aria-describedby={message ? `${id}-error` : undefined}
        onChange={(e) => {
          const chosen = Array.from(e.target.files ?? []);
          e.target.value = '';
          const decision = toUpload(chosen);
          setRefusal(decision.ok ? null : decision.message);
          if (decision.ok) upload.mutate(decision.files);
        }}
      />
      {message ? (
        <span id={`${id}-error`} className="cv-Field-error" role="alert">
          {message}
        </span>
      ) : null}
    </>
  );
}
