// The generic booking base (HAP-013): read only, in the viewer's audience (an admin sees more than a traveler).
import { bookings } from '../../db/schema/index.js';
import { bookingRecordView, toBookingRecordView } from '../../views/booking.view.js';
import { defineResource } from './define-resource.js';

export const bookingsResource = defineResource({
  kind: 'booking',
  view: { schema: bookingRecordView, from: (row, group) => toBookingRecordView(row, group) },
  table: bookings,
  id: bookings.id,
  typeColumn: bookings.status,
  searchColumns: [bookings.orderId],
});
