// Public surface of the host-pricing area.
export {};
