// Public surface of the insurance-cancel machine(s).
export {};
