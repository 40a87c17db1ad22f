// Public surface of the routes area: the product's user groups.
export { ANALYTICS_PAGE_TRACKING_DEBOUNCE_MS } from './routes.constants.js';
export { tripAppLinkRedirect } from './routes.rules.js';
