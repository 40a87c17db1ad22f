// The welcome modal (WSP-047, WSP-048): several steps shown when the trip is host-approved and the promote tutorial is
// not completed, with an extra step when the host's profile lacks a bio or a picture (the domain's rules decide both).
// DECIDE: it opens over the launch stepper, where the promote tutorial starts, so the other tabs stay unobstructed;
// closing it hides it for this visit, and 'Schedule Later' completes the tutorial for good.
import { shouldShowWelcomeModal, WELCOME_MODAL_PROFILE_STEP, welcomeModalSteps } from '@caravan/domain';
import { Button, ModalDialog } from '@caravan/ui';
import { useState } from 'react';
import { useOwnProfile } from '../../profile/ProfileViewPage.js';
import type { HostWorkspace } from '../workspace.api.js';

/** DECIDE: the spec names the modal's steps but not their words; each says what the stepper behind it will do. */
export const WELCOME_MODAL_COPY: Record<string, { title: string; text: string }> = {
  welcome: {
    title: 'Welcome to your trip!',
    text: 'Your trip is approved. A few short steps take your trip page from ready to live.',
  },
  'trip-page': {
    title: 'Your trip page',
    text: 'Your trip page is where travelers learn about the trip and book their spot. Review it before it launches.',
  },
  promote: {
    title: 'Promote your trip',
    text: 'Once launched, share your trip page and send the email campaign to your audience from the Promote tab.',
  },
  [WELCOME_MODAL_PROFILE_STEP]: {
    title: 'Complete your profile',
    text: 'Your profile is missing a bio or a profile picture. Travelers want to know who they travel with.',
  },
  launch: {
    title: 'Schedule your launch',
    text: 'Choose the date and time your trip page goes live, or schedule it later.',
  },
};

export function WelcomeModal({ trip }: { trip: HostWorkspace['trip'] }) {
  const { profile } = useOwnProfile();
  const [closed, setClosed] = useState(false);
  const [index, setIndex] = useState(0);
  if (closed || !profile || !shouldShowWelcomeModal(trip)) return null;
  const steps = welcomeModalSteps(profile);
  const key = steps[index] ?? steps[0] ?? 'welcome';
  const copy = WELCOME_MODAL_COPY[key] ?? { title: key, text: '' };
  const last = index === steps.length - 1;
  return (
    <ModalDialog
      title={copy.title}
      isOpen
      onOpenChange={(open) => (open ? undefined : setClosed(true))}
      actions={() => (
        <>
          {index > 0 ? (
            <Button variant="secondary" onPress={() => setIndex(index - 1)}>
              Back
            </Button>
          ) : null}
          <Button onPress={() => (last ? setClosed(true) : setIndex(index + 1))}>{last ? "Let's go" : 'Next'}</Button>
        </>
      )}
    >
      <p>{copy.text}</p>
      <p className="pt-Muted" aria-live="polite">
        Step {index + 1} of {steps.length}
      </p>
    </ModalDialog>
  );
}
