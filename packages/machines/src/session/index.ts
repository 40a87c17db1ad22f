// Public surface of the session machine(s).
export {};
