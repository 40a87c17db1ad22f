// Public surface of the add-on area.
export {};
