// Public surface of the promote area.
export {};
