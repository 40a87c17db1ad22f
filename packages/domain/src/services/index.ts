// Public surface of the services area: service entities, day entries, forms, time parsing and rules.
export {
  ACCOMMODATION_TIMINGS,
  DAY_SERVICE_TYPES,
  DAY_SERVICE_TYPE_LABELS,
  ITINERARY_SERVICE_TYPES,
  type ItineraryServiceType,
  LIBRARY_SEARCH_DEBOUNCE_MS,
  LIBRARY_SEARCH_PAGE_STEP,
  MAX_SERVICE_IMAGES,
  ONE_PER_DAY_SERVICE_TYPES,
  SERVICE_MESSAGES,
} from './services.constants.js';

export {
  formatServiceDateInput,
  maskServiceDateInput,
  newServiceDefaults,
  serviceFormSchemaFor,
  singleSupplementSpotsFormSchema,
} from './service-forms.schema.js';
export {
  accommodationLegacyLocationNotice,
  canAddServiceImages,
  dayServiceTitle,
  dayServiceTypeLabel,
  isLegacyDayService,
  serviceSpansMultipleDays,
} from './service.rules.js';
export { formatServiceTime12h, serviceTimePickerOptions } from './service-time.rules.js';
export {
  adjustAccommodationNights,
  canPlaceServiceOnDay,
  dayServiceTypeCount,
  dayServicesView,
  resizeServicesByDay,
  servicesLostOnResize,
  type DayServiceView,
} from './day-services.rules.js';
export {
  type ServiceFormPermissions,
  isServiceFieldLocked,
  isServiceRemoveActionVisible,
  serviceFormPermissionsSchema,
} from './service-permissions.rules.js';
export {
  TRIP_SERVICE_OVERRIDE_MESSAGES,
  areTripServicesOpen,
  checkTripServiceOverride,
  itineraryServiceDisabledFields,
  tripServiceFormPermissions,
} from './trip-service-permissions.rules.js';
