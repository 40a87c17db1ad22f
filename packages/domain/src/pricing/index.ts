// Public surface of the pricing area.
export {};
