// Public surface of the traveler area.
export {};
