// The one authorization layer: group checks plus object-level rules, as a yes/no and as a query scope.
import { type SQL, eq, exists, inArray, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import {
  bookingTravelers,
  bookings,
  hostCohosts,
  hosts,
  itineraries,
  links,
  surveyResponses,
  travelers,
  tripRequests,
  trips,
} from '../db/schema/index.js';
import type { SessionUser } from './sessions.js';

export type Action = 'list' | 'read' | 'create' | 'update' | 'cancel';
/** What the policy reads of a user: who they are, their group and their role. A session user is one. */
export type PolicyUser = Pick<SessionUser, 'id' | 'group' | 'role'>;
export type ResourceKind =
  | 'trip'
  | 'trip-request'
  | 'itinerary'
  | 'booking'
  | 'link'
  | 'survey-response'
  | 'traveler'
  | 'host'
  | 'operator'
  | 'user'
  | 'webhook'
  | 'cache';

/** A resource as the policy sees it: its kind, and (for object-level checks) the row's ownership fields. */
export interface Resource {
  kind: ResourceKind;
  /** Which API area asks: admin bases are admin-only, me bases apply the object rules. */
  area: 'admin' | 'me' | 'metadata';
}

/** Where a user may act: `all` rows, `none`, or the rows matching a SQL condition on the resource's table. */
export type Scope = { kind: 'all' } | { kind: 'none' } | { kind: 'where'; where: SQL };

const ALL: Scope = { kind: 'all' };
const NONE: Scope = { kind: 'none' };
const where = (w: SQL | undefined): Scope => (w ? { kind: 'where', where: w } : NONE);

const isPrimaryHost = (u: PolicyUser) => u.group === 'host' && u.role !== 'host-secondary';
const isCohost = (u: PolicyUser) => u.group === 'host' && u.role === 'host-secondary';
const isPrimaryTraveler = (u: PolicyUser) => u.group === 'traveler' && u.role !== 'traveler-secondary';

/** The host ids whose work `u` sees: their own, and for a co-host the primary hosts they work with. */
const hostIdsOf = (u: PolicyUser, column: AnyPgColumn) =>
  isCohost(u)
    ? inArray(
        column,
        sql`(select ${hostCohosts.primaryHostId} from ${hostCohosts} where ${hostCohosts.cohostId} = ${u.id})`,
      )
    : eq(column, u.id);

/** A trip the traveler is on (as customer or secondary traveler). */
const travelerOnTrip = (u: PolicyUser) =>
  exists(sql`(select 1 from ${travelers} where ${travelers.tripId} = ${trips.id} and ${travelers.userId} = ${u.id})`);

// Access rules with two paths are written as `id IN (path one UNION ALL path two)`, never `a OR EXISTS (b)`: an OR
// over a subquery cannot become a join, so PostgreSQL filters every row of the table (a walk of the whole primary
// key), while each arm of the union reads by its own index and the IN is a join on the primary key (decision 011).
const ownBookings = alias(bookings, 'own_bookings');
const catalogue = alias(itineraries, 'catalogue');

/** The bookings a traveler is on as a secondary traveler. */
const bookingsJoined = (u: PolicyUser) =>
  sql`select ${bookingTravelers.bookingId} from ${bookingTravelers} where ${bookingTravelers.userId} = ${u.id}`;

/** The bookings a traveler reads: those they made (a primary traveler) and those they are on. */
const bookingsOf = (u: PolicyUser) =>
  isPrimaryTraveler(u)
    ? inArray(
        bookings.id,
        sql`(select ${ownBookings.id} from ${bookings} ${ownBookings} where ${ownBookings.customerId} = ${u.id} union all ${bookingsJoined(u)})`,
      )
    : inArray(bookings.id, sql`(${bookingsJoined(u)})`);

/**
 * May `user` do `action` on resources of this kind at all (the group check)?
 * DECIDE (HAP-090): admin bases are admin-only; on me bases hosts work their own trips, requests and links,
 * operators their own itineraries and the trips and requests on them, travelers their own bookings and the trips
 * they are on; secondary roles (co-host, companion) only read; tripManager and accountManager reach no me resources.
 * A primary traveler updates (rooms, add-ons, payments) and cancels bookings; which ones is the scope's answer.
 */
export function can(user: PolicyUser, action: Action, resource: Resource): boolean {
  if (resource.area === 'admin') return user.group === 'admin';
  if (resource.area === 'metadata') {
    if (resource.kind === 'host' || resource.kind === 'user') return user.group === 'admin';
    return true;
  }
  const read = action === 'list' || action === 'read';
  switch (resource.kind) {
    case 'trip':
      if (read) return ['host', 'operator', 'traveler'].includes(user.group);
      return action === 'update' && isPrimaryHost(user);
    case 'trip-request':
      if (read) return user.group === 'host' || user.group === 'operator';
      return action === 'create' && isPrimaryHost(user);
    case 'itinerary':
      if (read) return ['host', 'operator', 'traveler'].includes(user.group);
      // Operators create their itineraries and build them (OPI-001; ITINERARY_CREATOR_GROUPS).
      return (action === 'update' || action === 'create') && user.group === 'operator';
    case 'booking':
      if (read) return ['host', 'operator', 'traveler'].includes(user.group);
      return (action === 'update' || action === 'cancel') && isPrimaryTraveler(user);
    case 'link':
      if (read) return user.group === 'host';
      return isPrimaryHost(user);
    case 'traveler':
      return read && ['host', 'operator', 'traveler'].includes(user.group);
    // A host's audience is read by the host and their co-hosts; answers are written only by the public survey.
    case 'survey-response':
      return read && user.group === 'host';
    case 'host':
      return read && user.group === 'host';
    default:
      return false;
  }
}

/** The rows of `kind` that `user` may `action` (object-level rules), for lists, reads and writes alike. */
export function scope(user: PolicyUser, action: Action, resource: Resource): Scope {
  if (!can(user, action, resource)) return NONE;
  if (resource.area === 'admin') return ALL;
  if (resource.area === 'metadata')
    return resource.kind === 'itinerary' ? scope(user, 'list', { ...resource, area: 'me' }) : ALL;
  const write = action === 'update' || action === 'create' || action === 'cancel';
  switch (resource.kind) {
    case 'trip':
      if (user.group === 'host') return where(write ? eq(trips.hostId, user.id) : hostIdsOf(user, trips.hostId));
      if (user.group === 'operator') return where(eq(trips.operatorId, user.id));
      if (user.group === 'traveler') return where(travelerOnTrip(user));
      return NONE;
    case 'trip-request':
      if (user.group === 'host')
        return where(write ? eq(tripRequests.hostId, user.id) : hostIdsOf(user, tripRequests.hostId));
      if (user.group === 'operator')
        return where(
          exists(
            sql`(select 1 from ${itineraries} where ${itineraries.id} = ${tripRequests.itineraryId} and ${itineraries.operatorId} = ${user.id})`,
          ),
        );
      return NONE;
    case 'itinerary':
      if (user.group === 'operator') return where(eq(itineraries.operatorId, user.id));
      // The catalogue: hosts browse complete itineraries (and those of their own trips).
      if (user.group === 'host')
        return where(
          inArray(
            itineraries.id,
            sql`(select ${catalogue.id} from ${itineraries} ${catalogue} where ${catalogue.status} = 'complete' union all select ${trips.itineraryId} from ${trips} where ${hostIdsOf(user, trips.hostId)})`,
          ),
        );
      if (user.group === 'traveler')
        return where(
          exists(
            sql`(select 1 from ${trips} join ${travelers} on ${travelers.tripId} = ${trips.id} where ${trips.itineraryId} = ${itineraries.id} and ${travelers.userId} = ${user.id})`,
          ),
        );
      return NONE;
    case 'booking':
      // A traveler changes only the bookings they made (the customer); they read those they are on as well.
      if (user.group === 'traveler' && write) return where(eq(bookings.customerId, user.id));
      if (user.group === 'traveler') return where(bookingsOf(user));
      if (user.group === 'host')
        return where(
          exists(
            sql`(select 1 from ${trips} where ${trips.id} = ${bookings.tripId} and ${hostIdsOf(user, trips.hostId)})`,
          ),
        );
      if (user.group === 'operator')
        return where(
          exists(
            sql`(select 1 from ${trips} where ${trips.id} = ${bookings.tripId} and ${trips.operatorId} = ${user.id})`,
          ),
        );
      return NONE;
    case 'traveler':
      if (user.group === 'traveler') return where(eq(travelers.userId, user.id));
      if (user.group === 'host')
        return where(
          exists(
            sql`(select 1 from ${trips} where ${trips.id} = ${travelers.tripId} and ${hostIdsOf(user, trips.hostId)})`,
          ),
        );
      if (user.group === 'operator')
        return where(
          exists(
            sql`(select 1 from ${trips} where ${trips.id} = ${travelers.tripId} and ${trips.operatorId} = ${user.id})`,
          ),
        );
      return NONE;
    case 'link':
      return where(write ? eq(links.hostId, user.id) : hostIdsOf(user, links.hostId));
    case 'survey-response':
      return where(hostIdsOf(user, surveyResponses.hostId));
    case 'host':
      return where(eq(hosts.userId, user.id));
    default:
      return NONE;
  }
}
