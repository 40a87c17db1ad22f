// Public surface of the insurance area.
export {};
