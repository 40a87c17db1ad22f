// The operator's read-only rooming board of a trip on their itinerary (MKT-048), and the hotel's list as CSV and PDF.
import { roomingReadRoutes } from '../host/rooming/rooming-read.routes.js';
import { operatorRoomingTrip } from '../../services/rooming/index.js';

export const operatorRoomingRoutes = roomingReadRoutes({
  path: '/api/me/trips/{id}/rooming',
  group: 'operator',
  who: 'the operator (read-only)',
  tripOf: operatorRoomingTrip,
});
