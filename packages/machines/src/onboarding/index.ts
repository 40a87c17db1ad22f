// Host onboarding machine.
export { onboardingMachine } from './onboarding.machine.js';
export * from './onboarding.selectors.js';
export { onboardingModel } from './onboarding.model.js';
export type * from './onboarding.types.js';
