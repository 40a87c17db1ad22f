// Public surface of the publish machine(s).
export {};
