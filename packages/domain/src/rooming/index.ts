// The rooming board (MKT-048): shapes, the board rule and the hotel's rooming list.
export * from './rooming.schema.js';
export * from './rooming.rules.js';
export * from './rooming-list.csv.js';
