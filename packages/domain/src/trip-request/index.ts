// Public surface of the trip-request area.
export {};
