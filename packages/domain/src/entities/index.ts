// The entity schemas: the schemas another service validates Caravan's entities with when it exchanges them
// (an importer of operator itineraries, a partner reading trips, a data warehouse). Published on purpose at
// `@caravan/domain/entities` (README, "The entity schemas"); Caravan itself reads and writes these entities
// through its own narrower views, so nothing in the product imports this entry.
export { cancellationBookingFieldsSchema } from '../cancellation/cancellation.schema.js';
export { hostRecordSchema } from '../host/host.schema.js';
export { itinerarySchema } from '../itinerary/itinerary.schema.js';
export { dayServiceSchema, optionalTripServiceSchema, tripWorkshopDetailSchema } from '../services/service.schema.js';
export { tripStatusContractSpelling } from '../trip/trip.rules.js';
export { tripSchema } from '../trip/trip.schema.js';
export { hostTripSchema } from '../workspace/host-trip.schema.js';
