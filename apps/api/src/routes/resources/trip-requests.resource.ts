// The generic trip-request base (HAP-010): only a pending request is edited (TRP-006); a decided one answers 409.
import { TRIP_REQUEST_EDITABLE_STATUSES, TRIP_REQUEST_NOT_EDITABLE } from '@caravan/domain';
import { z } from '@hono/zod-openapi';
import { inArray } from 'drizzle-orm';
import { tripRequests } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import { toTripRequestView, tripRequestView } from '../../views/trip-request.view.js';
import { defineResource } from './define-resource.js';
import { safeText } from './safe-text.js';

export const tripRequestsResource = defineResource({
  kind: 'trip-request',
  view: { schema: tripRequestView, from: (row) => toTripRequestView(row) },
  table: tripRequests,
  id: tripRequests.id,
  typeColumn: tripRequests.status,
  searchColumns: [tripRequests.additionalRequests],
  update: z
    .object({ additionalRequests: safeText(5000) })
    .partial()
    .strict(),
  // TRP-006: only a pending request is edited; a decided one answers 409 (decision 025).
  updateGuard: {
    where: inArray(tripRequests.status, [...TRIP_REQUEST_EDITABLE_STATUSES]),
    refusal: () => new AppError(409, 'TRIP_REQUEST_CLOSED', TRIP_REQUEST_NOT_EDITABLE),
  },
});
