// @caravan/domain public entry: entities (zod schemas + types) and pure rules, grouped by area.
// No side effects on import; no I/O; no clock (rules take `now`).
export * from './shared/enum.js';
export * from './shared/money.js';
export * from './shared/dates.js';
export * from './shared/errors.js';
export * from './shared/statuses.js';
