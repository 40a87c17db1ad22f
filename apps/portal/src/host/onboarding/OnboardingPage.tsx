// /app/host/onboarding (§2.7, §4.7): the onboarding machine's view. The machine decides the step, what may advance,
// the social connection and the save; this page renders its snapshot, sends its events and follows its redirect.
import { ONBOARDING_MESSAGES, ONBOARDING_SKIP_BIO_LABEL, ONBOARDING_STEPPER_STEPS } from '@caravan/domain';
import {
  onboardingMachine,
  selectCanGoNext,
  selectOnboardingRedirect,
  selectOnboardingSaveError,
  selectOnboardingStep,
  selectOnboardingStepIndex,
  selectOnboardingSubmitting,
  selectSocialConnectToast,
} from '@caravan/machines';
import { Alert, Button, showToast, Spinner } from '@caravan/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { hostApi, hostKeys } from '../host.api.js';
import { onboardingApi } from './onboarding.api.js';
import { BioStep, InterestsStep, WelcomeStep } from './OnboardingSteps.js';
import { SocialConnectWindow } from './SocialConnectWindow.js';
import { SocialsStep } from './SocialsStep.js';
import './onboarding.css';

/** Toasts stay 4 s (§9). */
const TOAST_MS = 4000;

export function OnboardingPage() {
  const host = useQuery({ queryKey: hostKeys.me(), queryFn: ({ signal }) => hostApi.me(signal) });
  if (host.isPending)
    return (
      <div className="ob-Page">
        <h1 className="pt-visually-hidden">Onboarding</h1>
        <Spinner size="lg" label="Loading…" />
      </div>
    );
  if (host.isError || !host.data)
    return (
      <div className="ob-Page">
        <h1>Onboarding</h1>
        <Alert tone="danger" title="Your host record could not be loaded">
          Please reload the page or contact support.
        </Alert>
      </div>
    );
  return <OnboardingFlow hostId={host.data.userId} />;
}

function OnboardingFlow({ hostId }: { hostId: string }) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const handle = useRef('');
  const actor = useActorRef(
    onboardingMachine.provide({
      actors: {
        initializeSocialSdk: fromPromise(async () => onboardingApi.connect()),
        fetchSocialUserData: fromPromise(async ({ input }) => onboardingApi.userData(input.platform, handle.current)),
        submitOnboarding: fromPromise(async ({ input }) => onboardingApi.submit(input)),
      },
    }),
    { input: { hostId } },
  );
  const step = useSelector(actor, selectOnboardingStep);
  const stepIndex = useSelector(actor, selectOnboardingStepIndex);
  // ONB-022: the machine's guard (the domain's canAdvanceOnboardingStep) holds Next on Bio until a bio is there.
  const canGoNext = useSelector(actor, selectCanGoNext);
  const submitting = useSelector(actor, selectOnboardingSubmitting);
  const redirect = useSelector(actor, selectOnboardingRedirect);
  const connectToast = useSelector(actor, selectSocialConnectToast);
  const saveError = useSelector(actor, selectOnboardingSaveError);
  // A step's messages show once the host tried to go on, not while they are still choosing.
  const [tried, setTried] = useState<string | null>(null);
  const showErrors = tried === step;
  useEffect(() => {
    if (connectToast)
      showToast({ title: connectToast.title, description: connectToast.description, tone: 'danger' }, TOAST_MS);
  }, [connectToast]);
  useEffect(() => {
    if (saveError) showToast({ title: ONBOARDING_MESSAGES.saveHostFailed, tone: 'danger' }, TOAST_MS);
  }, [saveError]);
  useEffect(() => {
    if (!redirect) return;
    void queryClient.invalidateQueries({ queryKey: ['host'] });
    navigate(redirect);
  }, [redirect, navigate, queryClient]);

  const next = () => {
    setTried(step);
    actor.send({ type: 'onboarding.next' });
  };

  return (
    <div className="ob-Page">
      <h1>Set up your host profile</h1>
      <ol className="ob-Stepper" aria-label="Onboarding steps">
        {ONBOARDING_STEPPER_STEPS.map((name, i) => (
          <li key={name} aria-current={i === stepIndex ? 'step' : undefined} data-done={i < stepIndex || undefined}>
            <span className="ob-Stepper-number" aria-hidden="true">
              {i + 1}
            </span>
            {name}
          </li>
        ))}
      </ol>
      {step === 'Welcome' ? <WelcomeStep /> : null}
      {step === 'Interests' ? <InterestsStep actor={actor} showErrors={showErrors} /> : null}
      {step === 'Socials' ? <SocialsStep actor={actor} showErrors={showErrors} /> : null}
      {step === 'Bio' ? <BioStep actor={actor} /> : null}
      <SocialConnectWindow
        actor={actor}
        onHandle={(h) => {
          handle.current = h;
        }}
      />
      <div className="ob-Actions">
        {step !== 'Welcome' ? (
          <Button variant="quiet" isDisabled={submitting} onPress={() => actor.send({ type: 'onboarding.back' })}>
            Back
          </Button>
        ) : null}
        {step === 'Bio' ? (
          <Button variant="secondary" isDisabled={submitting} onPress={() => actor.send({ type: 'bio.skip' })}>
            {ONBOARDING_SKIP_BIO_LABEL}
          </Button>
        ) : null}
        <Button
          onPress={next}
          // The Bio step's Next is disabled while the bio is empty or invalid (ONB-022); earlier steps say why instead.
          isDisabled={submitting || (step === 'Bio' && !canGoNext)}
        >
          {submitting ? 'Saving…' : step === 'Bio' ? 'Complete' : 'Next'}
        </Button>
      </div>
    </div>
  );
}
