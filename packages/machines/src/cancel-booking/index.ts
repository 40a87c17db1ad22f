// Public surface of the cancel-booking machine(s).
export {};
