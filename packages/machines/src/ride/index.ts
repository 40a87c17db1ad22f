// Public surface of the ride machine(s).
export {};
