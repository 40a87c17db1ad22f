// Public surface of the onboarding machine(s).
export {};
