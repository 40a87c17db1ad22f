// Public surface of the host-bookings area.
export {};
