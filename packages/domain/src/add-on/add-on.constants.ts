// Named values of booking add-ons: add-on, service, timing and room types (traveler-app §3).

/** Add-on types a booking carries (MBK-016). */
export const ADD_ON_TYPES = [
  'additional-service',
  'activity',
  'single-supplement',
  'ground-transfer',
  'insurance-plan',
] as const;

/** Service types an add-on's service has (MBK-017). */
export const ADD_ON_SERVICE_TYPES = ['activity', 'accommodation', 'transfer', 'insurance'] as const;

/** When an accommodation or transfer service happens relative to the trip (MBK-018). */
export const SERVICE_TIMINGS = ['pre-trip', 'post-trip'] as const;

/** Room types: single is private, double has shared beds, twin has two beds (MBK-019). */
export const ROOM_TYPES = ['single', 'double', 'twin'] as const;

/** The manage-booking groups add-ons are shown in (MBK-021). */
export const ADD_ON_KINDS = ['activities', 'accommodations', 'transfers', 'insurance'] as const;
