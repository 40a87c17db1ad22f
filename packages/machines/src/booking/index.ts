// Public surface of the booking machine(s).
export {};
