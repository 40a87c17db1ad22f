// Public surface of the host area: levels and statuses, public profile, onboarding and referral.
export * from './host.constants.js';
export * from './host.schema.js';
export * from './host-level.rules.js';
export * from './public-profile.rules.js';
export * from './onboarding.schema.js';
export * from './onboarding.rules.js';
export * from './referral.rules.js';
