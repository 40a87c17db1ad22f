// The trip workspace shell: which tabs it shows, where it lands and whether the trip is read-only (§2.10, §4.5).
import type { TripStatus } from '../shared/statuses.js';
import { hostTripLockedMessage, isHostTripEditable } from './publish.rules.js';
import { areHostTripTabsHidden, type HostTripTabView, hostTripTabs } from './tabs.rules.js';
import { HOST_TRIP_REQUEST_ROUTE, HOST_TRIP_TAB_ROUTES, type HostTripPageStatus } from './workspace.constants.js';

/** A tab as the shell links it: the Launch tab (a tutorial step, no route of its own) opens the configuration. */
export interface HostWorkspaceTab extends HostTripTabView {
  href: string;
}

/** What the shell renders for a trip, decided once and read by the API's workspace view and the portal alike. */
export interface HostWorkspaceShell {
  /** WSP-013: no tabs for a trip request or a request-phase status. */
  tabsHidden: boolean;
  /** WSP-011, WSP-014, WSP-015: the tabs in order with their enablement (empty when hidden). */
  tabs: HostWorkspaceTab[];
  /** Where /trips/{id} opens: the read-only request view while tabs are hidden (WSP-012), else the configuration. */
  landing: string;
  /** WSP-068: closed, complete and cancelled trips are read-only. */
  readOnly: boolean;
  /** WSP-069: the info alert of a read-only trip ('Trip is Closed' …), or null. */
  lockedAlert: { title: string; description: string } | null;
}

/** Splits 'Title: description' (the locked messages' form, which their type guarantees) into the alert's two parts. */
function alertOf(message: `${string}: ${string}` | null): HostWorkspaceShell['lockedAlert'] {
  if (message === null) return null;
  const at = message.indexOf(': ');
  return { title: message.slice(0, at), description: message.slice(at + 2) };
}

/** The workspace shell of a trip (WSP-011 to WSP-015, WSP-068, WSP-069). */
export function hostWorkspaceShell(trip: { status: TripStatus; isTripRequest: boolean }): HostWorkspaceShell {
  const tabsHidden = areHostTripTabsHidden(trip);
  return {
    tabsHidden,
    tabs: hostTripTabs(trip).map((t) => ({ ...t, href: t.route ?? HOST_TRIP_TAB_ROUTES.configuration })),
    landing: tabsHidden ? HOST_TRIP_REQUEST_ROUTE : HOST_TRIP_TAB_ROUTES.configuration,
    readOnly: !isHostTripEditable(trip.status),
    lockedAlert: alertOf(hostTripLockedMessage(trip.status)),
  };
}

/**
 * DECIDE: the status panel's words for each trip page status (§4.3 names only the keys), written as what a traveler
 * can do with the page now.
 */
export const HOST_TRIP_PAGE_STATUS_LABELS: Record<HostTripPageStatus, string> = {
  'launch-not-scheduled': 'Launch not scheduled',
  'pre-launch-not-bookable': 'Pre-launch: not bookable yet',
  'pre-launch-bookable': 'Pre-launch: bookable',
  live: 'Live',
  'confirmed-bookable': 'Confirmed: still bookable',
  'confirmed-sold-out': 'Confirmed: sold out',
  cancelled: 'Cancelled',
  closed: 'Closed',
};
