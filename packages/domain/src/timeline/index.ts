// Public surface of lifecycle timelines (MKT-024): who and why, as each audience reads them.
export * from './timeline.rules.js';
export * from './refusal-copy.rules.js';
