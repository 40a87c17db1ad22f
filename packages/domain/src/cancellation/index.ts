// Public surface of the cancellation area.
export {};
