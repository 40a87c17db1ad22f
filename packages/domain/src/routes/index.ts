// Public surface of the routes area: the product's user groups.
export { ANALYTICS_PAGE_TRACKING_DEBOUNCE_MS, CUSTOMER_SERVICE_SIGN_IN_MESSAGE } from './routes.constants.js';
export { signInRefusal, tripAppLinkRedirect } from './routes.rules.js';
