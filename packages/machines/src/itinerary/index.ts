// Public surface of the itinerary machine(s).
export {};
