// Trip requests: a host's reservation request for an itinerary (and inventory date), before a trip exists.
import { PACKAGE_LEVELS, TRIP_REQUEST_STATUSES } from '@caravan/domain';
import type { TripRequestFormValues } from '@caravan/domain';
import { boolean, check, date, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.js';
import { inventoryItems } from './inventory.js';
import { itineraries } from './itineraries.js';
import { users } from './users.js';

/** A trip request (TRP-003); the trip created from it points back with trips.trip_request_id. */
export const tripRequests = pgTable(
  'trip_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    hostId: uuid()
      .notNull()
      .references(() => users.id),
    itineraryId: uuid()
      .notNull()
      .references(() => itineraries.id),
    inventoryItemId: uuid().references(() => inventoryItems.id),
    status: text().notNull().default('pending'),
    selectedPackage: text().notNull(),
    startDate: date({ mode: 'string' }),
    instantlyApproved: boolean().notNull().default(false),
    autoPriced: boolean().notNull().default(false),
    dietaryRestriction: text(),
    additionalRequests: text().notNull().default(''),
    /** The submitted form (companions, rooms, workshop spaces, optional services, pre/post selections). */
    formValues: jsonb().$type<TripRequestFormValues>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A host's requests, those on an operator's itineraries, and the admin list by status, in id order.
    index('trip_requests_host_idx').on(t.hostId, t.id),
    index('trip_requests_itinerary_idx').on(t.itineraryId, t.id),
    index('trip_requests_status_idx').on(t.status, t.id),
    check('trip_requests_status_check', oneOf(t.status, TRIP_REQUEST_STATUSES)),
    check('trip_requests_package_check', oneOf(t.selectedPackage, PACKAGE_LEVELS)),
  ],
);
