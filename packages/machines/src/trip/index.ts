// Public surface of the trip machine(s).
export {};
