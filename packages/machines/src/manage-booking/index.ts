// Public surface of the manage-booking machine(s).
export {};
