// The itinerary portal frame machine (catalogue description frame).
export { portalFrameMachine } from './portal-frame.machine.js';
export * from './portal-frame.selectors.js';
export { portalFrameModel } from './portal-frame.model.js';
export type * from './portal-frame.types.js';
