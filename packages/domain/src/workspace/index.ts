// Public surface of the workspace area: the host trip view, services, agreement, launch, publish, tabs and gatherings.
export {
  AgreementDocumentMissingError,
  canContinueServicesAgreement,
  requireAgreementDocument,
  servicesAgreementAcceptancePatch,
  tripStatusAfterAgreementAcceptance,
} from './agreement.rules.js';
export {
  acceptWorkshop,
  addGatheringToDay,
  canAddOrEditGatherings,
  canDeleteHostService,
  canStartEditingItineraryItem,
  gatheringDayOptions,
  gatheringFormSchema,
  isHostServiceEditable,
  isTemporaryServiceId,
  isTripSupportOffered,
  isWorkshopOpen,
  itineraryNextStep,
  moveServiceToDay,
  removeGathering,
  showNextPriceCard,
} from './gatherings.rules.js';
export {
  HOST_SERVICE_TYPES,
  type HostService,
  type HostServiceType,
  type HostServicesByDay,
} from './host-trip.schema.js';
export {
  LAUNCH_TIME_OPTIONS,
  type LaunchScheduleValues,
  canScheduleLaunch,
  hasLaunchDatePassed,
  isLaunchSchedulingEligible,
  launchBioCounter,
  launchFailureToast,
  launchInstantOf,
  launchRulesCopy,
  launchScheduleValuesOf,
  launchSchedulingErrorMessage,
  launchStepperBioSchema,
  shouldShowWelcomeModal,
  validateLaunchSchedule,
  welcomeModalSteps,
} from './launch.rules.js';
export * from './publish.rules.js';
export { canUseHostTripTabs, getGoingActions } from './tabs.rules.js';
export * from './trip-details.schema.js';
export { hostTripClosedStageText, hostTripPageStatus, hostTripTimelineStage } from './trip-page-status.rules.js';
export {
  AGREEMENT_ERROR_TOAST_VARIANT,
  GATHERING_TOASTS,
  GATHERING_TOAST_MS,
  GET_GOING_HEADING,
  GET_GOING_LEVEL_ZERO_TEXT,
  HOST_TRIP_DETAIL_TABS,
  HOST_TRIP_PAGE_STATUSES,
  HOST_TRIP_PREVIEW_ROUTE,
  HOST_TRIP_TAB_ROUTES,
  HOST_TRIP_TIMELINE_STAGES,
  type HostTripDetailTabKey,
  ITINERARY_TAB_COPY,
  LAUNCH_DIALOG_TITLE,
  LAUNCH_PROFILE_SAVE_ERROR,
  LAUNCH_STEPPER_STEPS,
  LAUNCH_TIME_VISIBLE_OPTIONS,
  PUBLISH_REVIEW_COPY,
  PUBLISH_REVIEW_PAGE_LABEL,
  TIPS_PAGE_HEADING,
  TRIP_DETAILS_MESSAGES,
  TRIP_DETAILS_SAVE_ERROR,
  TRIP_NAME_MAX_LENGTH,
  TRIP_PREVIEW_SCREENSHOT_SIZE,
  TRIP_SCREENSHOT_DEFAULTS,
  TRIP_SUMMARY_MAX_LENGTH,
  TRIP_SUPPORT_WINDOW_DAYS,
  WELCOME_MODAL_PROFILE_STEP,
  WORKSHOP_CREATED_TOAST,
  WORKSHOP_UPDATE_ERROR,
} from './workspace.constants.js';
export * from './workspace-shell.rules.js';
export { type PublishInternalEvent, publishInternalEventTypes, type PublishUserEvent } from './publish.events.js';
export { type LaunchInternalEvent, launchInternalEventTypes, type LaunchUserEvent } from './launch.events.js';
