// The trip workspace's calls (HAP-044, HAP-045, HAP-048), typed by the API's OpenAPI document, and their query keys.
import type { Schema } from '../../api/index.js';
import { call } from '../../api/typed.js';

export type HostWorkspace = Schema<'HostWorkspace'>;
export type HostWorkspaceService = Schema<'HostWorkspaceService'>;
export type HostTripConfiguration = Schema<'HostTripConfiguration'>;
export type HostItineraryItemInput = Schema<'HostItineraryItemInput'>;

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export const workspaceKeys = {
  workspace: (tripId: string) => ['host', 'trips', tripId, 'workspace'] as const,
};

export const workspaceApi = {
  /** GET …/workspace: the trip, its shell, status panel and editable items; another host's trip is a 404. */
  workspace: (id: string, signal?: AbortSignal) =>
    call('get', '/api/me/host/trips/{id}/workspace', { params: { id }, ...withSignal(signal) }),
  /** PATCH …/configuration: the trip details; answers the workspace with the publish status back at pending. */
  saveConfiguration: (id: string, body: HostTripConfiguration) =>
    call('patch', '/api/me/host/trips/{id}/configuration', { params: { id }, body }),
  createGathering: (id: string, body: HostItineraryItemInput) =>
    call('post', '/api/me/host/trips/{id}/gatherings', { params: { id }, body }),
  updateItem: (id: string, serviceId: string, body: HostItineraryItemInput) =>
    call('patch', '/api/me/host/trips/{id}/services/{serviceId}', { params: { id, serviceId }, body }),
  /** PUT …/launch: schedule at a date and 'HH:mm' in the host's zone (WSP-036). */
  scheduleLaunch: (id: string, body: Schema<'HostLaunchSchedule'>) =>
    call('put', '/api/me/host/trips/{id}/launch', { params: { id }, body }),
  /** DELETE …/launch: the launch date back to null (WSP-037). */
  unscheduleLaunch: (id: string) => call('delete', '/api/me/host/trips/{id}/launch', { params: { id } }),
  /** 'Schedule Later' (WSP-031). */
  scheduleLater: (id: string) => call('post', '/api/me/host/trips/{id}/launch/schedule-later', { params: { id } }),
  /** 'Request Publish' (WSP-063). */
  requestPublish: (id: string) => call('post', '/api/me/host/trips/{id}/publish-request', { params: { id } }),
  /** 'Publish': a reviewed page goes Live! (WSP-064). */
  publish: (id: string) => call('post', '/api/me/host/trips/{id}/publish', { params: { id } }),
  /** POST …/agreement: accept the services agreement; the trip becomes host-approved (WSP-020). */
  acceptAgreement: (id: string) => call('post', '/api/me/host/trips/{id}/agreement', { params: { id } }),
  deleteGathering: (id: string, serviceId: string) =>
    call('delete', '/api/me/host/trips/{id}/gatherings/{serviceId}', { params: { id, serviceId } }),
};
