// Public surface of the maps ports (place lookup, distance matrix) and their sandbox adapters.
export * from './maps-service.js';
export * from './sandbox-maps.js';
export * from './sandbox-places.js';
