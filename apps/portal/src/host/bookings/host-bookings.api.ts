// The Bookings tab's calls (HBK-001), typed by the API's OpenAPI document, and their query key.
import type { Schema } from '../../api/index.js';
import { call } from '../../api/typed.js';

export type HostBookings = Schema<'HostBookings'>;
export type HostBookingOrder = Schema<'HostBookingOrder'>;

export const hostBookingsKey = (tripId: string) => ['host', 'trip', tripId, 'bookings'] as const;
/** One table of the tab, a page at a time (issue 18). */
export type HostBookingTable = 'travelers' | 'waitlist';
export const hostBookingTableKey = (tripId: string, table: HostBookingTable) =>
  ['host', 'trip', tripId, 'booking-table', table] as const;

const BASE = '/api/me/host/trips/{id}/bookings' as const;

export const hostBookingsApi = {
  read: (tripId: string, signal?: AbortSignal) =>
    call('get', BASE, { params: { id: tripId }, ...(signal ? { signal } : {}) }),
  /** A page of the travelers (pending and confirmed) or of the waitlist (rejected last). */
  table: (tripId: string, table: HostBookingTable, cursor: string | undefined, signal?: AbortSignal) =>
    call('get', table === 'travelers' ? `${BASE}/travelers` : `${BASE}/waitlist`, {
      params: { id: tripId },
      query: cursor ? { cursor } : {},
      ...(signal ? { signal } : {}),
    }),
  confirm: (tripId: string, bookingIds: string[]) =>
    call('post', `${BASE}/confirm`, { params: { id: tripId }, body: { bookingIds } }),
  reject: (tripId: string, bookingIds: string[]) =>
    call('post', `${BASE}/reject`, { params: { id: tripId }, body: { bookingIds } }),
  autoConfirm: (tripId: string, enabled: boolean) =>
    call('patch', `${BASE}/auto-confirm`, { params: { id: tripId }, body: { enabled } }),
};

export type HostCompanions = Schema<'HostCompanions'>;
export type HostCompanionsSubmission = Schema<'HostCompanionsSubmission'>;

export const hostCompanionsKey = (tripId: string) => ['host', 'trip', tripId, 'companions'] as const;

const COMPANIONS = '/api/me/trips/{id}/host-companions' as const;

/** The Companion form's calls (HAP-063): read, and submit every companion's details (answered by the re-read). */
export const hostCompanionsApi = {
  read: (tripId: string, signal?: AbortSignal) =>
    call('get', COMPANIONS, { params: { id: tripId }, ...(signal ? { signal } : {}) }),
  submit: (tripId: string, body: HostCompanionsSubmission) =>
    call('post', COMPANIONS, { params: { id: tripId }, body }),
};
