// Public surface of the alternatives area.
export {};
