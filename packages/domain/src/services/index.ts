// Public surface of the services area.
export {};
