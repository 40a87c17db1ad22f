// Public surface of the site area: the public site's information pages, their facts, and the home's destinations.
export {
  HOME_DESTINATIONS_MAX,
  HOME_LENGTHS,
  HOME_MONTHS_MAX,
  HOSTS_EMAIL,
  PRIVACY_EMAIL,
  SITE_FOOTER_GROUPS,
  SITE_PAGES,
  type SitePage,
  type SitePageKey,
  SUPPORT_REPLY_BUSINESS_DAYS,
} from './site.constants.js';
export { generalCancellationPolicy, paymentFacts } from './site.rules.js';
export { type SiteBrowseLink, tripDepartureMonths, tripDestinations } from './site-browse.rules.js';
