// Public surface of the user area: groups, roles, profile, and the platform shell's pure decisions.
export {
  ADMIN_AREA_PATH,
  ADMIN_ROUTES,
  ADMIN_USER_LIST_PATH,
  APP_SHELL_PATH,
  ASSET_LOAD_TIMEOUT_MS,
  CHANGE_PASSWORD_PATH,
  DEFAULT_PAGE_TITLE,
  FORM_AUTO_SAVE_INTERVAL_MS,
  HOST_APP_ROUTES,
  LARGE_SCREEN_MIN_WIDTH_PX,
  LOCAL_DEVELOPMENT_PORT,
  LOGIN_PATH,
  LOGOUT_REDIRECT_PATH,
  REQUESTS_LIMIT_REACHED_MESSAGE,
  SAME_PATH_REQUEST_LIMIT,
  STAGING_ENVIRONMENT_NAME,
  TOAST_DURATIONS_MS,
} from './user.constants.js';
export type { SessionUser } from './user.schema.js';
export { AUTH_ASIDE_COPY, LOGIN_NOTICES, type LoginNotice, loginNoticeOf, SIGN_IN_COPY } from './sign-in.copy.js';
export {
  appShellRedirect,
  authFailureRedirect,
  impersonationBannerContent,
  isImpersonationBannerVisible,
  isPasswordChangeRequired,
  postLoginRedirect,
  readLoginDestination,
} from './session.rules.js';
export {
  type ShareModalOption,
  type ShellProductLink,
  type ShellProductLinkKey,
  currentShellProductLink,
  isHostPageWithoutSidebar,
  marketingHostSignupUrl,
  portalPageTitleForPath,
  readPublicLinkActionPair,
  profileCompletionBadgeVariant,
  shareModalOptions,
  shellDrawerLinks,
  accountPathFor,
  shellGlobalNavItems,
  shellProductLinks,
} from './navigation.rules.js';
export { INITIAL_SAME_PATH_REQUEST_STATE, trackSamePathRequest } from './api-client.rules.js';
export * from './admin-paths.rules.js';
