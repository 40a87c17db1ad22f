// The Welcome, Interests and Bio steps: each renders the machine's snapshot and sends its events (§2.7).
import { ONBOARDING_SKIP_BIO_LABEL } from '@caravan/domain';
import {
  type onboardingMachine,
  selectCategoryInterests,
  selectOnboardingBio,
  selectOnboardingPicture,
  selectStepErrors,
} from '@caravan/machines';
import { Alert, Spinner } from '@caravan/ui';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { BioField } from '../profile/BioField.js';
import { ProfilePictureField } from '../profile/ProfilePictureField.js';
import { profileApi, profileKeys } from '../profile/profile.api.js';

type Actor = ActorRefFrom<typeof onboardingMachine>;

export function WelcomeStep() {
  return (
    <section className="ob-Step" aria-labelledby="ob-welcome-title">
      <h2 id="ob-welcome-title">Welcome to Caravan</h2>
      <p>
        In a few steps we set up your host profile: what you love, where your audience follows you, and a short bio your
        travelers will read.
      </p>
    </section>
  );
}

export function InterestsStep({ actor, showErrors }: { actor: Actor; showErrors: boolean }) {
  const interests = useQuery({
    queryKey: profileKeys.interests(),
    queryFn: ({ signal }) => profileApi.interests(signal),
  });
  const selected = useSelector(actor, selectCategoryInterests);
  const errors = useSelector(actor, selectStepErrors);
  return (
    <section className="ob-Step" aria-labelledby="ob-interests-title">
      <h2 id="ob-interests-title">What are you into?</h2>
      <p>Pick at least one interest; we use them to suggest itineraries your audience will love.</p>
      {interests.isPending ? <Spinner label="Loading interests…" /> : null}
      {interests.isError ? <Alert tone="danger" title="The interests could not be loaded" /> : null}
      <fieldset className="ob-Interests">
        <legend className="pt-visually-hidden">Interests</legend>
        {(interests.data ?? []).map((i) => (
          <label key={i._id} className="ob-Interest" data-selected={selected.includes(i._id) || undefined}>
            <input
              type="checkbox"
              checked={selected.includes(i._id)}
              onChange={() => actor.send({ type: 'interests.toggle', id: i._id })}
            />
            {i.name}
          </label>
        ))}
      </fieldset>
      {showErrors && errors.categoryInterests ? (
        <p className="hp-FieldError" role="alert">
          {errors.categoryInterests}
        </p>
      ) : null}
    </section>
  );
}

export function BioStep({ actor }: { actor: Actor }) {
  const bio = useSelector(actor, selectOnboardingBio);
  const picture = useSelector(actor, selectOnboardingPicture);
  const errors = useSelector(actor, selectStepErrors);
  return (
    <section className="ob-Step" aria-labelledby="ob-bio-title">
      <h2 id="ob-bio-title">Tell travelers about you</h2>
      <p>A few lines for your public profile. You can also finish now with '{ONBOARDING_SKIP_BIO_LABEL}'.</p>
      <BioField value={bio} onChange={(value) => actor.send({ type: 'bio.change', bio: value })} error={errors.bio} />
      <ProfilePictureField
        url={picture}
        onChange={(url) => actor.send({ type: 'bio.changePicture', profilePictureUrl: url })}
      />
    </section>
  );
}
