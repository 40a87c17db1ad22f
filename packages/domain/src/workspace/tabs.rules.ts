// Trip workspace navigation: who uses the tabs, when they are hidden or disabled, and the get-going actions.
import type { TripStatus, UserGroup } from '../shared/statuses.js';
import {
  GET_GOING_ACTION_LABELS,
  HOST_TRIP_DETAIL_TABS,
  HOST_TRIP_GATED_TABS,
  HOST_TRIP_GATED_TABS_ENABLED_STATUSES,
  HOST_TRIP_REQUEST_PHASE_STATUSES,
  HOST_TRIP_TABS_USER_GROUP,
  type HostTripDetailTabKey,
} from './workspace.constants.js';

/** Whether a user group uses the trip tabs: hosts only (WSP-002). */
export const canUseHostTripTabs = (group: UserGroup): boolean => group === HOST_TRIP_TABS_USER_GROUP;

/** Whether the trip tabs are hidden: a trip request, or a request-phase status (WSP-013). */
export const areHostTripTabsHidden = (trip: { status: TripStatus; isTripRequest: boolean }): boolean =>
  trip.isTripRequest || HOST_TRIP_REQUEST_PHASE_STATUSES.includes(trip.status);

/**
 * Whether a trip tab is enabled: Promote, Bookings and Travel Info need an allowed status (WSP-014), a list that
 * leaves out complete (WSP-015).
 */
export function isHostTripTabEnabled(tab: HostTripDetailTabKey, status: TripStatus): boolean {
  if (!HOST_TRIP_GATED_TABS.includes(tab)) return true;
  return HOST_TRIP_GATED_TABS_ENABLED_STATUSES.includes(status);
}

/** A trip tab as the workspace renders it. */
export interface HostTripTabView {
  key: HostTripDetailTabKey;
  label: string;
  route: string | null;
  enabled: boolean;
}

/** The trip tabs to render: none when hidden, otherwise every tab with its enablement (WSP-011, WSP-013 to WSP-015). */
export function hostTripTabs(trip: { status: TripStatus; isTripRequest: boolean }): HostTripTabView[] {
  if (areHostTripTabsHidden(trip)) return [];
  return HOST_TRIP_DETAIL_TABS.map((t) => ({ ...t, enabled: isHostTripTabEnabled(t.key, trip.status) }));
}

/** The get-going actions: level ZERO only surveys its audience, other levels also explore itineraries (WSP-009, WSP-010). */
export function getGoingActions(level: number): { key: keyof typeof GET_GOING_ACTION_LABELS; label: string }[] {
  const keys: (keyof typeof GET_GOING_ACTION_LABELS)[] =
    level === 0 ? ['survey-audience'] : ['explore-itineraries', 'survey-audience'];
  return keys.map((key) => ({ key, label: GET_GOING_ACTION_LABELS[key] }));
}
