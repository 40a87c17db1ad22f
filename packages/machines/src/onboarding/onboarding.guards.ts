// Onboarding guards: one-line adapters over the host onboarding rules of @caravan/domain.
import { canAdvanceOnboardingStep, type OnboardingStep, socialConnectErrorToast } from '@caravan/domain';
import type { OnboardingContext, OnboardingEvent } from './onboarding.types.js';

type Args = { context: OnboardingContext; event: OnboardingEvent };

/** ONB-006: a step advances only when it validates. */
const stepValidates =
  (step: OnboardingStep) =>
  ({ context }: Args) =>
    canAdvanceOnboardingStep(step, context.data);

export const onboardingGuards = {
  interestsValid: stepValidates('Interests'),
  socialsValid: stepValidates('Socials'),
  bioValid: stepValidates('Bio'),
  /** ONB-015, ONB-025: SDK and user-data failures switch the Socials step to manual entry; a failed account connect does not. */
  errorSwitchesToManual: ({ event }: Args) =>
    // Stryker disable next-line ConditionalExpression: the machine sends this guard only its own event type; the check narrows the event's type
    event.type === 'socials.error' && socialConnectErrorToast(event.code).switchToManual,
  /** The provider reported the platform that is connecting, not another one. */
  isConnectingPlatform: ({ context, event }: Args) =>
    // Stryker disable next-line ConditionalExpression: the machine sends this guard only its own event type; the check narrows the event's type
    event.type === 'socials.accountConnected' && event.platform === context.connectingPlatform,
};
