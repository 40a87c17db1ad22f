// Public surface of the trip-request machine(s).
export {};
