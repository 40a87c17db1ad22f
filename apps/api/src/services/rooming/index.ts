// The rooming board's services (MKT-048).
export * from './read-rooming.js';
export * from './rooming-access.js';
export * from './rooming-export.js';
export * from './save-rooming.js';
