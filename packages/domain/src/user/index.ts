// Public surface of the user area.
export {};
