// Public surface of the workspace area.
export {};
