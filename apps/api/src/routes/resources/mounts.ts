// Where each generic resource is mounted and which calls each base offers (PLT-057..061, HAP-090).
import type { Area, Resource } from './define-resource.js';
import { bookingsResource } from './bookings.resource.js';
import { hostsResource } from './hosts.resource.js';
import { itinerariesResource } from './itineraries.resource.js';
import { linksResource } from './links.resource.js';
import { operatorsResource } from './operators.resource.js';
import { travelersResource } from './travelers.resource.js';
import { tripRequestsResource } from './trip-requests.resource.js';
import { tripsResource } from './trips.resource.js';
import { usersResource } from './users.resource.js';

export type ResourceOp = 'list' | 'get' | 'create' | 'update';

export interface Mount {
  base: string;
  area: Area;
  resource: Resource;
  ops: ReadonlyArray<ResourceOp>;
  /** The bases' requirement ids, for the OpenAPI summary. */
  req: string;
}

/** DECIDE (PLT-061, HAP-018): generic updates are POST {base}/{id}; writes exist only where a role may make them. */
export const MOUNTS: Mount[] = [
  { base: '/api/admin/hosts', area: 'admin', resource: hostsResource, ops: ['list', 'get', 'update'], req: 'HAP-001' },
  { base: '/api/admin/trips', area: 'admin', resource: tripsResource, ops: ['list', 'get', 'update'], req: 'HAP-011' },
  {
    base: '/api/admin/itineraries',
    area: 'admin',
    resource: itinerariesResource,
    ops: ['list', 'get', 'update'],
    req: 'HAP-002',
  },
  { base: '/api/admin/links', area: 'admin', resource: linksResource, ops: ['list', 'get', 'update'], req: 'HAP-004' },
  {
    base: '/api/admin/operators',
    area: 'admin',
    resource: operatorsResource,
    ops: ['list', 'get', 'update'],
    req: 'HAP-006',
  },
  { base: '/api/admin/travelers', area: 'admin', resource: travelersResource, ops: ['list', 'get'], req: 'HAP-009' },
  {
    base: '/api/admin/trip-requests',
    area: 'admin',
    resource: tripRequestsResource,
    ops: ['list', 'get', 'update'],
    req: 'HAP-010',
  },
  { base: '/api/admin/users', area: 'admin', resource: usersResource, ops: ['get'], req: 'HAP-015' },
  // GET /api/me/trips and /api/me/trips/{id} are read by travelers too: me-trips.routes.ts serves them, by audience.
  { base: '/api/me/trips', area: 'me', resource: tripsResource, ops: ['update'], req: 'HAP-011' },
  { base: '/api/me/trip-requests', area: 'me', resource: tripRequestsResource, ops: ['list', 'get'], req: 'HAP-010' },
  // /api/me/itineraries: routes/operator/itineraries.routes.ts serves it (the operator builder and the catalogue).
  { base: '/api/me/bookings', area: 'me', resource: bookingsResource, ops: ['list', 'get'], req: 'HAP-013' },
  {
    base: '/api/me/links',
    area: 'me',
    resource: linksResource,
    ops: ['list', 'get', 'create', 'update'],
    req: 'HAP-004',
  },
  { base: '/api/me/travelers', area: 'me', resource: travelersResource, ops: ['list', 'get'], req: 'HAP-009' },
];
