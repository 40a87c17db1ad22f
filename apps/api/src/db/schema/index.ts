// The one PostgreSQL schema, used by both drivers (PGlite embedded, node-postgres on DATABASE_URL).
export * from './users.js';
export * from './audit.js';
