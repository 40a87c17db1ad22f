// Public surface of the itinerary area.
export {};
