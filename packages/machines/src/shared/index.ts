// Shared machine tooling: models for tests and stories, the diagram description, refusal explanations.
export * from './model.js';
export * from './diagram.js';
export * from './coverage.js';
export * from './explain.js';
export * from './active-nodes.js';
