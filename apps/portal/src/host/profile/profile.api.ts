// The host's public profile calls (HAP-021, HAP-026), the interests list (HAP-034) and the picture upload (HAP-035).
import { IMAGE_UPLOAD_PATH, type ImageUploadPurpose, PAGE_SIZE_MAX } from '@caravan/domain';
import { request, type Schema } from '../../api/index.js';
import { call } from '../../api/typed.js';

export type HostOwnProfile = Schema<'HostOwnProfile'>;
export type HostInterestOption = Schema<'HostInterestOption'>;
export type HostPublicProfileRequest = Schema<'HostPublicProfileRequest'>;

export const profileKeys = {
  own: (hostId: string) => ['host', 'public-profile', hostId] as const,
  interests: () => ['host', 'interests'] as const,
};

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export const profileApi = {
  own: (hostId: string, signal?: AbortSignal) =>
    call('get', '/api/me/host/{id}/public-profile', { params: { id: hostId }, ...withSignal(signal) }),
  save: (hostId: string, body: HostPublicProfileRequest) =>
    call('post', '/api/me/host/{id}/public-profile', { params: { id: hostId }, body }),
  /** Every interest (the list is short: one page of the largest size). */
  interests: async (signal?: AbortSignal): Promise<HostInterestOption[]> =>
    (await call('get', '/api/me/categories/host-interests', { query: { limit: PAGE_SIZE_MAX }, ...withSignal(signal) }))
      .items,
  /** POST /api/me/files/new-upload-image with one image: its url (HAP-035). */
  uploadPicture: async (file: File): Promise<string> => {
    const form = new FormData();
    form.append('files', file);
    form.append('purpose', 'profile-picture' satisfies ImageUploadPurpose);
    return (await request<Schema<'UploadedImages'>>(IMAGE_UPLOAD_PATH, { method: 'POST', body: form })).url;
  },
};
