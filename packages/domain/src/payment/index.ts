// Public surface of the payment area.
export {};
