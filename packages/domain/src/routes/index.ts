// Public surface of the routes area.
export {};
