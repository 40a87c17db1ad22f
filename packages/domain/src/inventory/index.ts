// Public surface of the inventory area.
export {};
