// Public surface of the ground-transfer-booking machine(s).
export {};
