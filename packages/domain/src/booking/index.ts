// Public surface of the booking area.
export {};
