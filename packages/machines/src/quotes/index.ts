// Public surface of the quotes machine(s).
export {};
