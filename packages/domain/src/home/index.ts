// Public surface of the home area.
export {};
