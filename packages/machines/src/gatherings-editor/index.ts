// Public surface of the gatherings-editor machine(s).
export {};
