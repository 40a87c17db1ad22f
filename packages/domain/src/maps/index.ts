// Public surface of the maps area: the distance-matrix vocabulary and the maps service's failures.
export * from './maps.service.js';
