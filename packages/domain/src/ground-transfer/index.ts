// Public surface of the ground-transfer area.
export {};
