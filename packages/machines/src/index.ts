// @caravan/machines public entry: every lifecycle and flow as an XState v5 statechart, plus the tooling
// that explores and draws them. No I/O: async work is an injected actor.
export * from './shared/index.js';
export * from './launch/index.js';
export * from './trip/index.js';
export * from './publish/index.js';
export * from './trip-request/index.js';
export * from './itinerary/index.js';
export * from './booking/index.js';
export * from './new-booking/index.js';
export * from './book-trip/index.js';
export * from './add-on/index.js';
export * from './manage-booking/index.js';
export * from './cancel-booking/index.js';
export * from './insurance-cancel/index.js';
export * from './quotes/index.js';
export * from './ground-transfer-booking/index.js';
export * from './ride/index.js';
export * from './onboarding/index.js';
export * from './inventory-form/index.js';
export * from './gatherings-editor/index.js';
export * from './session/index.js';
export * from './audience-export/index.js';
export * from './portal-frame/index.js';
export * from './host-home/index.js';
export * from './profile-save/index.js';
export * from './library-search/index.js';
export * from './waitlist-offer/index.js';
