// Public surface of the host area.
export {};
