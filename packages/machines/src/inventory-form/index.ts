// Public surface of the inventory-form machine(s).
export {};
