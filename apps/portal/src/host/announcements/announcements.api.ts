// The host's trip announcements calls (MKT-051): the trip's past announcements and posting a new one.
import { type AnnouncementInput, announcementSchema } from '@caravan/domain';
import { call } from '../../api/typed.js';

export const announcementsKey = (tripId: string) => ['host', 'trips', tripId, 'announcements'] as const;

export const fetchAnnouncements = async (tripId: string, signal?: AbortSignal) =>
  announcementSchema
    .array()
    .parse(
      (await call('get', '/api/me/trips/{id}/announcements', { params: { id: tripId }, ...(signal ? { signal } : {}) }))
        .items,
    );
export const postAnnouncement = async (tripId: string, body: AnnouncementInput) =>
  announcementSchema.parse(await call('post', '/api/me/trips/{id}/announcements', { params: { id: tripId }, body }));
