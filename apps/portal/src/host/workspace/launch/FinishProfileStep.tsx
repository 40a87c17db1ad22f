// The stepper's 'Finish Your Profile' (WSP-025..028): the profile picture and a 100–350 character bio with its
// 'n / 350' counter, saved through the public-profile call (the rest of the profile sent back as stored); a failed
// save says 'There was an error saving your profile. Please try again.' in a danger toast and beside the form.
import { LAUNCH_PROFILE_SAVE_ERROR, launchBioCounter, launchStepperBioSchema } from '@caravan/domain';
import { Button, Card, Spinner } from '@caravan/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { notify } from '../../../shell/notify.js';
import { ProfilePictureField } from '../../profile/ProfilePictureField.js';
import { type HostOwnProfile, profileApi, profileKeys } from '../../profile/profile.api.js';
import { formOf, saveBodyOf } from '../../profile/profile-form.js';
import { useOwnProfile } from '../../profile/ProfileViewPage.js';
import '../../profile/profile.css';

export function FinishProfileStep({ onBack, onDone }: { onBack: () => void; onDone: () => void }) {
  const { hostId, profile, failed } = useOwnProfile();
  if (failed)
    return (
      <Card className="ws-LaunchStep">
        <p role="alert">Your profile could not be loaded. Please reload the page.</p>
      </Card>
    );
  if (!profile || !hostId) return <Spinner label="Loading your profile…" />;
  return <ProfileForm hostId={hostId} saved={profile} onBack={onBack} onDone={onDone} />;
}

function ProfileForm({
  hostId,
  saved,
  onBack,
  onDone,
}: {
  hostId: string;
  saved: HostOwnProfile;
  onBack: () => void;
  onDone: () => void;
}) {
  const id = useId();
  const client = useQueryClient();
  const [bio, setBio] = useState(saved.bio ?? '');
  const [picture, setPicture] = useState(saved.profilePictureUrl ?? '');
  const [touched, setTouched] = useState(false);
  const check = launchStepperBioSchema.safeParse(bio);
  const bioError = check.success ? undefined : check.error.issues[0]?.message;
  const save = useMutation({
    mutationFn: () =>
      profileApi.save(hostId, saveBodyOf({ ...formOf(saved), bio: bio.trim(), profilePictureUrl: picture }, saved)),
    onSuccess: (next) => {
      client.setQueryData(profileKeys.own(hostId), next);
      onDone();
    },
    // WSP-028: whatever the cause, the stepper says the one sentence the spec gives.
    onError: () => notify({ title: LAUNCH_PROFILE_SAVE_ERROR, tone: 'danger' }),
  });
  const showError = touched && bioError;
  return (
    <Card className="ws-LaunchStep">
      <p>Travelers book with people they know. Add your picture and tell them about yourself.</p>
      <ProfilePictureField url={picture || undefined} onChange={setPicture} />
      <div className="cv-Field">
        <label className="cv-Field-label" htmlFor={id}>
          Bio
        </label>
        <textarea
          id={id}
          className="cv-Input ws-LaunchBio"
          rows={6}
          value={bio}
          aria-invalid={showError ? true : undefined}
          aria-describedby={`${id}-count${showError ? ` ${id}-error` : ''}`}
          onChange={(e) => setBio(e.currentTarget.value)}
          onBlur={() => setTouched(true)}
        />
        <span id={`${id}-count`} className="cv-Field-description" data-over={!check.success || undefined}>
          {launchBioCounter(bio)}
        </span>
        {showError ? (
          <p id={`${id}-error`} className="hp-FieldError" role="alert">
            {bioError}
          </p>
        ) : null}
      </div>
      {save.isError ? (
        <p className="hp-FieldError" role="alert">
          {LAUNCH_PROFILE_SAVE_ERROR}
        </p>
      ) : null}
      <div className="ws-ItemActions">
        <Button variant="secondary" onPress={onBack}>
          Back
        </Button>
        <Button
          isDisabled={save.isPending}
          onPress={() => {
            setTouched(true);
            if (check.success) save.mutate();
          }}
        >
          Save and continue
        </Button>
      </div>
    </Card>
  );
}
