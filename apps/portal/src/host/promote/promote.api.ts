// The Promote tab's calls (PRM-001, HAP-037, HAP-060, HAP-061), typed by the API's OpenAPI document, and query keys.
import type { Schema } from '../../api/index.js';
import { call } from '../../api/typed.js';

export type HostPromote = Schema<'HostPromote'>;
export type HostPromoteCampaign = Schema<'HostPromoteCampaign'>;
export type HostPromoteAnalytics = Schema<'HostPromoteAnalytics'>;
export type CampaignEdit = { hostBlurb: string; active: boolean; scheduledDate: string | null };

const BASE = '/api/me/host/trips/{id}/promote' as const;
const CAMPAIGN = '/api/me/host/trips/{id}/promote/campaigns/{campaignId}' as const;
const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export const promoteKeys = {
  all: (tripId: string) => ['host', 'trips', tripId, 'promote'] as const,
  tab: (tripId: string) => ['host', 'trips', tripId, 'promote', 'tab'] as const,
  analytics: (tripId: string) => ['host', 'trips', tripId, 'promote', 'analytics'] as const,
  campaigns: (tripId: string) => ['host', 'trips', tripId, 'promote', 'campaigns'] as const,
};

export const promoteApi = {
  read: (id: string, signal?: AbortSignal) => call('get', BASE, { params: { id }, ...withSignal(signal) }),
  analytics: (id: string, signal?: AbortSignal) =>
    call('get', `${BASE}/analytics`, { params: { id }, ...withSignal(signal) }),
  campaigns: (id: string, cursor: string | undefined, signal?: AbortSignal) =>
    call('get', `${BASE}/campaigns`, {
      params: { id },
      query: cursor ? { limit: 20, cursor } : { limit: 20 },
      ...withSignal(signal),
    }),
  save: (id: string, campaignId: string, body: CampaignEdit) =>
    call('put', CAMPAIGN, { params: { id, campaignId }, body }),
  sendNow: (id: string, campaignId: string) => call('post', `${CAMPAIGN}/send`, { params: { id, campaignId } }),
  testSend: (id: string, campaignId: string, hostBlurb: string) =>
    call('post', `${CAMPAIGN}/test-send`, { params: { id, campaignId }, body: { hostBlurb } }),
  preview: (id: string, campaignId: string, hostBlurb: string, signal?: AbortSignal) =>
    call('post', `${CAMPAIGN}/preview`, { params: { id, campaignId }, body: { hostBlurb }, ...withSignal(signal) }),
};
