// The profile picture: shown at 520x520 (PRF-015), replaced by one image of at most 2 MB (PRF-024..026, ONB-023)
// through the shared image upload; a refused file says why in a toast and beside the field.
import { PROFILE_MESSAGES, PROFILE_PICTURE_SIZE_PX, profileImageUploadDecision } from '@caravan/domain';
import { showToast } from '@caravan/ui';
import { useId, useState } from 'react';
import { ApiError } from '../../api/index.js';
import { profileApi } from './profile.api.js';
import { MediaImage } from '../../media/MediaImage.js';

/** How long an upload refusal toast stays (the spec's default toast time, 4 s). */
const TOAST_MS = 4000;

export function ProfilePictureField({
  url,
  onChange,
  label = 'Profile picture',
  error,
}: {
  url: string | undefined;
  onChange: (url: string) => void;
  label?: string;
  error?: string | undefined;
}) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  const choose = async (files: FileList | null) => {
    const chosen = Array.from(files ?? []);
    const decision = profileImageUploadDecision(chosen.map((f) => ({ size: f.size, type: f.type })));
    if (!decision.ok) {
      const tooLarge = decision.code === 'image-too-large';
      setProblem(decision.reason);
      showToast(
        {
          title: tooLarge ? PROFILE_MESSAGES.imageTooLargeTitle : decision.reason,
          ...(tooLarge ? { description: decision.reason } : {}),
          tone: 'danger',
        },
        TOAST_MS,
      );
      return;
    }
    setProblem(null);
    setUploading(true);
    try {
      onChange(await profileApi.uploadPicture(chosen[0] as File));
    } catch (e) {
      setProblem(e instanceof ApiError ? e.message : 'The picture could not be uploaded.');
    } finally {
      setUploading(false);
    }
  };

  const message = problem ?? error;
  return (
    <div className="hp-Picture">
      {url ? (
        <MediaImage
          className="hp-Picture-image"
          src={url}
          alt="Your profile picture"
          width={PROFILE_PICTURE_SIZE_PX}
          height={PROFILE_PICTURE_SIZE_PX}
          sizes={`(min-width: 40rem) ${PROFILE_PICTURE_SIZE_PX}px, 100vw`}
          priority
        />
      ) : (
        <div className="hp-Picture-empty" aria-hidden="true" />
      )}
      <label htmlFor={id} className="hp-Picture-label">
        {uploading ? 'Uploading…' : label}
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        disabled={uploading}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        onChange={(e) => {
          void choose(e.currentTarget.files);
          e.currentTarget.value = '';
        }}
      />
      {message ? (
        <p id={`${id}-error`} className="hp-FieldError" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
