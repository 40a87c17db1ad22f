// The header of the money-moving routes, in a module without schemas: the public trip page sends it, and reading it
// from the booking contract would load every booking schema with the page (issue 29).

/** The header money-moving routes require; a retry with the same key and body answers the first result. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
