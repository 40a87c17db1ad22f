// Public surface of the audience area.
export {};
