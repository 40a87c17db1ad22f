// The generic trip base (HAP-011): read by admins, updated by admins and by the trip's host while it is editable.
import { hostTripEditableStatuses, hostTripLockedMessage, tripStatusSchema } from '@caravan/domain';
import { z } from '@hono/zod-openapi';
import { inArray } from 'drizzle-orm';
import { trips } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import { returnToPending } from '../../services/host-workspace/publish-edit.js';
import { toTripView, tripView } from '../../views/trip.view.js';
import { defineResource } from './define-resource.js';
import { safeText } from './safe-text.js';

const tripUpdate = z
  .object({
    name: safeText(200).min(1),
    tripSummary: safeText(5000),
    categories: z.array(safeText(100)).max(20),
    hasHostCompletedPromoteTutorial: z.boolean(),
    bookingAutoConfirmation: z.boolean(),
  })
  .partial()
  .strict();

/** The generic trip update's fields that are the trip page's details (the workspace's trip details). */
const TRIP_DETAIL_FIELDS = ['name', 'tripSummary', 'categories'] as const;

export const tripsResource = defineResource({
  kind: 'trip',
  view: { schema: tripView, from: (row) => toTripView(row) },
  table: trips,
  id: trips.id,
  typeColumn: trips.status,
  searchColumns: [trips.name, trips.destination, trips.shortId],
  update: tripUpdate,
  // WSP-065: a host's edit of the trip details sends its page back to publish review, here as in the workspace
  // (one rule, the publish machine's); an admin's correction does not.
  afterUpdate: async (tx, user, id, body, now) => {
    if (user.group === 'host' && TRIP_DETAIL_FIELDS.some((field) => body[field] !== undefined))
      await returnToPending(tx, user, id, 'trip-details', now);
  },
  updateGuard: {
    where: inArray(trips.status, hostTripEditableStatuses()),
    refusal: (row) => {
      const status = tripStatusSchema.safeParse(row.status);
      const message = status.success ? hostTripLockedMessage(status.data) : null;
      return new AppError(409, 'TRIP_CLOSED', message ?? 'This trip cannot be edited.');
    },
  },
});
