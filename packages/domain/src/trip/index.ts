// Public surface of the trip area.
export {};
