// Shell navigation decisions: public routes, page titles, host pages without sidebar, global nav, drawer, share modal (PLT).
import type { UserGroup } from '../shared/statuses.js';
import {
  TRAVELER_APP_ROOT,
  type TRAVELER_PRODUCT_ROUTES,
  TRAVELER_SUPPORT_EMAIL,
} from '../traveler/traveler-app.constants.js';
import {
  ADMIN_AREA_PATH,
  ADMIN_ROUTES,
  APP_AREA_BY_GROUP,
  APP_SHELL_PATH,
  CHANGE_PASSWORD_PATH,
  DEFAULT_PAGE_TITLE,
  DEPLOY_ENVIRONMENTS,
  type DeployEnvironment,
  HOST_APP_ROUTES,
  HOST_NAV_ORDER,
  MARKETING_HOST_SIGNUP_PATH,
  MARKETING_SITE_BY_ENVIRONMENT,
  OPERATOR_APP_ROUTES,
  PAGE_TITLE_BY_SEGMENT,
  LOGOUT_PATH,
} from './user.constants.js';

/** The URL /signup sends to: the marketing site's host sign-up form for the environment (PLT-007). */
export function marketingHostSignupUrl(environment: string): string {
  const env = (DEPLOY_ENVIRONMENTS as readonly string[]).includes(environment)
    ? (environment as DeployEnvironment)
    : 'production';
  return `${MARKETING_SITE_BY_ENVIRONMENT[env]}${MARKETING_HOST_SIGNUP_PATH}`;
}

/** The action and url query parameters of a public link, read together: both or none (PLT-018). */
export function readPublicLinkActionPair(
  query: Readonly<Record<string, string | undefined>>,
): { action: string; url: string } | null {
  const { action, url } = query;
  return action && url ? { action, url } : null;
}

// The titles as a Map: a segment named like an Object property ('toString') must not read the prototype.
const PAGE_TITLES = new Map<string | undefined, string>(Object.entries(PAGE_TITLE_BY_SEGMENT));

/** The document title chosen by the first path segment (after /app): Operator, Host or Traveler Portal, Login, Signup (RTE-009). */
export function portalPageTitleForPath(path: string): string {
  const segments = (path.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);
  const first = segments[0] === 'app' ? segments[1] : segments[0];
  return PAGE_TITLES.get(first) ?? DEFAULT_PAGE_TITLE;
}

/** Host pages shown without the sidebar, as path patterns (PLT-029). */
const HOST_PAGES_WITHOUT_SIDEBAR = [
  /^\/app\/host\/home\/dashboard$/,
  /^\/app\/host\/home\/progress$/,
  /^\/app\/host\/home$/,
  /^\/app\/host\/audience\/research$/,
  /^\/app\/host\/audience\/survey$/,
  /^\/app\/host\/itineraries$/,
  /^\/app\/host\/trips\/get-going$/,
  /^\/app\/host\/itineraries\/[^/]+\/request$/,
  /^\/app\/host\/public-profile$/,
  /^\/app\/host\/public-profile\/edit$/,
] as const;

/** Whether a host page is shown without the sidebar (PLT-029). */
export function isHostPageWithoutSidebar(path: string): boolean {
  const pathname = (path.split(/[?#]/)[0] ?? '').replace(/\/+$/, '');
  return HOST_PAGES_WITHOUT_SIDEBAR.some((p) => p.test(pathname));
}

/** What the global navigation shows a group: Share Profile and help icon to hosts only, always the avatar (PLT-032..034). */
export function shellGlobalNavItems(group: UserGroup | null | undefined): {
  shareProfile: boolean;
  helpIcon: boolean;
  avatar: boolean;
} {
  const host = group === 'host';
  return { shareProfile: host, helpIcon: host, avatar: true };
}

export type ShellProductLinkKey =
  | 'host-home'
  | 'host-trips'
  | 'host-audience'
  | 'host-itineraries'
  | 'operator-itineraries'
  | 'operator-trips'
  | 'traveler-trips'
  | 'traveler-explore'
  | 'admin-users'
  | 'admin-trips'
  | 'admin-bookings'
  | 'admin-marketing-lists'
  | 'admin-failed-jobs';

/** A product link of the global navigation and a tab of the mobile bottom navigation (PLT-031, PLT-039). */
export interface ShellProductLink {
  key: ShellProductLinkKey;
  label: string;
  href: string;
}

const HOST_PRODUCT_LINKS: readonly (ShellProductLink & { order: number })[] = [
  { key: 'host-home', label: 'Home', href: HOST_APP_ROUTES.home, order: HOST_NAV_ORDER.home },
  { key: 'host-trips', label: 'My Trips', href: HOST_APP_ROUTES.trips, order: HOST_NAV_ORDER.myTrips },
  { key: 'host-audience', label: 'My Audience', href: HOST_APP_ROUTES.audience, order: HOST_NAV_ORDER.myAudience },
  {
    key: 'host-itineraries',
    label: 'Itineraries',
    href: HOST_APP_ROUTES.itineraries,
    order: HOST_NAV_ORDER.itineraries,
  },
];

/** The traveler app's product routes (TRV-011), served under the /app shell. */
const travelerProductHref = (route: (typeof TRAVELER_PRODUCT_ROUTES)[number]) =>
  `${APP_SHELL_PATH}${TRAVELER_APP_ROOT}${route}`;

/**
 * The product links of a group, in navigation order (PLT-030, PLT-031, PLT-039): the host's Home, My Trips, My Audience
 * and Itineraries; the operator's Itineraries and Trips; the traveler's My Trips and Explore. DECIDE: an admin's are the
 * admin area's lists (users, trips, bookings, marketing lists), never the other portals: their screens call a host's,
 * operator's or traveler's own data, which an admin sees by impersonating that user (MKT-021, MKT-035); other groups
 * have none.
 */
export function shellProductLinks(group: UserGroup | null | undefined): ShellProductLink[] {
  switch (group) {
    case 'host':
      return [...HOST_PRODUCT_LINKS]
        .sort((a, b) => a.order - b.order)
        .map(({ key, label, href }) => ({ key, label, href }));
    case 'operator':
      return [
        { key: 'operator-itineraries', label: 'Itineraries', href: OPERATOR_APP_ROUTES.itineraries },
        { key: 'operator-trips', label: 'Trips', href: OPERATOR_APP_ROUTES.trips },
      ];
    case 'traveler':
      return [
        { key: 'traveler-trips', label: 'My Trips', href: travelerProductHref('/trips') },
        { key: 'traveler-explore', label: 'Explore', href: travelerProductHref('/explore') },
      ];
    case 'admin':
      return [
        { key: 'admin-users', label: 'Users', href: ADMIN_AREA_PATH },
        { key: 'admin-trips', label: 'Trips', href: ADMIN_ROUTES.trips },
        { key: 'admin-bookings', label: 'Bookings', href: ADMIN_ROUTES.bookings },
        { key: 'admin-marketing-lists', label: 'Marketing', href: ADMIN_ROUTES.marketingLists },
        { key: 'admin-failed-jobs', label: 'Jobs', href: ADMIN_ROUTES.failedJobs },
      ];
    default:
      return [];
  }
}

/**
 * The product link a path belongs to for a group: the link whose path is the longest prefix of it, else the first link
 * on the group's own area root (where /app lands, e.g. /app/host); null when the path is under none of them.
 */
export function currentShellProductLink(group: UserGroup | null | undefined, path: string): ShellProductLink | null {
  const pathname = (path.split(/[?#]/)[0] ?? '').replace(/\/+$/, '') || '/';
  const links = shellProductLinks(group);
  const matches = links.filter((l) => pathname === l.href || pathname.startsWith(`${l.href}/`));
  if (matches.length > 0) return matches.reduce((a, b) => (b.href.length > a.href.length ? b : a));
  const root = group && group in APP_AREA_BY_GROUP ? APP_AREA_BY_GROUP[group as keyof typeof APP_AREA_BY_GROUP] : null;
  return root !== null && pathname === root ? (links[0] ?? null) : null;
}

/** The profile-completion badge variant, or null when not shown (PLT-035..038). */
export function profileCompletionBadgeVariant(input: {
  featureOn: boolean;
  group: UserGroup | null | undefined;
  isProfileComplete: boolean;
  isQualified: boolean;
}): 'warning' | 'error' | null {
  if (!input.featureOn || input.group !== 'host' || input.isProfileComplete) return null;
  return input.isQualified ? 'error' : 'warning';
}

interface ShellDrawerLink {
  key: 'public-profile' | 'account' | 'refer-a-host' | 'change-password' | 'get-help' | 'log-out';
  label: string;
  href: string;
}

/**
 * The drawer's links for a group, in order (PLT-040..045). DECIDE: Account at /app/account, which opens the group's own
 * account screen (accountPathFor), and Get Help an e-mail to the support desk, because the spec names the links but
 * not their paths and operators have no help screen.
 */
export function shellDrawerLinks(
  group: UserGroup | null | undefined,
  flags: { publicProfile: boolean },
): ShellDrawerLink[] {
  const links: ShellDrawerLink[] = [];
  if (group === 'host' && flags.publicProfile)
    links.push({ key: 'public-profile', label: 'Public Profile', href: HOST_APP_ROUTES.publicProfile });
  links.push({ key: 'account', label: 'Account', href: '/app/account' });
  if (group === 'host') links.push({ key: 'refer-a-host', label: 'Refer a Host', href: HOST_APP_ROUTES.referral });
  links.push({ key: 'change-password', label: 'Change Password', href: CHANGE_PASSWORD_PATH });
  if (group === 'operator') links.push({ key: 'get-help', label: 'Get Help', href: `mailto:${SUPPORT_EMAIL}` });
  links.push({ key: 'log-out', label: 'Log Out', href: LOGOUT_PATH });
  return links;
}

/** DECIDE: operators get help from the support desk travelers write to (TRV-029), one address for everyone. */
const SUPPORT_EMAIL = TRAVELER_SUPPORT_EMAIL;

/**
 * Where the drawer's Account link (/app/account) leads each group: the traveler's and operator's account pages, the
 * host's profile editor (a host's account details are their profile), an admin's own user record (MKT-035).
 */
export function accountPathFor(group: UserGroup | null | undefined, userId: string): string | null {
  switch (group) {
    case 'traveler':
      return `${APP_AREA_BY_GROUP.traveler}/account`;
    case 'operator':
      return `${APP_AREA_BY_GROUP.operator}/account`;
    case 'host':
      return HOST_APP_ROUTES.publicProfileEdit;
    case 'admin':
      return `${ADMIN_AREA_PATH}/users/${encodeURIComponent(userId)}`;
    default:
      return null;
  }
}

/** The share modal's options (PLT-046). */
const SHARE_MODAL_OPTIONS = ['focusOnTrips', 'focusOnSurvey'] as const;
export type ShareModalOption = (typeof SHARE_MODAL_OPTIONS)[number];

/**
 * The share modal options a host sees: both when qualified (PLT-047); DECIDE: otherwise only focusOnSurvey,
 * because a host who is not qualified has no trip to promote yet.
 */
export function shareModalOptions(isQualified: boolean): ShareModalOption[] {
  return isQualified ? [...SHARE_MODAL_OPTIONS] : ['focusOnSurvey'];
}
