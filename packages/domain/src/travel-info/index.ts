// Public surface of the travel-info area.
export {};
