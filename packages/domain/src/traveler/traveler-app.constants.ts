// Named values of the traveler app shell: routes, tabs, titles, explore categories and shell messages.

/** The traveler app root and product routes (TRV-010, TRV-011). */
export const TRAVELER_APP_ROOT = '/traveler';
export const TRAVELER_PRODUCT_ROUTES = ['/trips', '/explore'] as const;

/** Trip tabs with their route and label (TRV-012, TRV-018); the itinerary tab has no label in the tab list. */
export const TRAVELER_TRIP_TABS = [
  { route: '/trip-overview', label: 'Trip Overview' },
  { route: '/manage-booking', label: 'Manage Booking' },
  { route: '/preparation', label: 'Preparation' },
  { route: '/trip-form', label: 'Trip Form' },
  { route: '/update-payment-method', label: 'Update Payment Method' },
] as const;

export const TRAVELER_PORTAL_TITLE = 'Traveler Portal';

/** Explore category cards in order (TRV-063). */
export const EXPLORE_CATEGORIES = [
  'Photography',
  'LGBTQ+',
  'Body Positivity',
  'Fitness',
  'Exploration',
  'Food',
  'Health & Wellness',
  'Yoga',
] as const;

/** DECIDE: secondary travelers do not see the Manage Booking tab, because only the primary booker can change or pay for the booking. */
export const MANAGE_BOOKING_HIDDEN_TRAVELER_TYPES = ['traveler-secondary'] as const;

/** DECIDE: the first suitable trip is the first whose status is not cancelled, because a cancelled trip has nothing to review. */
export const UNSUITABLE_FIRST_TRIP_STATUSES = ['cancelled'] as const;

export const TRAVELER_APP_MESSAGES = {
  welcomeTitle: 'Welcome!',
  welcomeText: 'Just click on a Trip to start reviewing',
  welcomeCard: 'Welcome {firstName}!',
  remainingBalance: 'Remaining Balance',
  paidInFull: 'Paid in Full',
  sectionSaved: 'Your {section} was updated successfully.',
  sectionSaveFailed: 'There was an error saving your {section}. Please try again.',
  bookNewTrip: 'Book new trip',
} as const;

/** DECIDE: the support contact shown to travelers (TRV-029), because the spec leaves {email} open; the demo mail domain. */
export const TRAVELER_SUPPORT_EMAIL = 'support@caravan.test';

/** DECIDE: the emergency phone shown to travelers (TRV-029), because the spec leaves {phone} open; 555-01xx is reserved for fiction. */
export const TRAVELER_EMERGENCY_PHONE = '+1 (555) 010-0199';

/**
 * DECIDE: the external addresses of the traveler app (TRV-031, TRV-032) are Caravan redirects on caravan.example,
 * because the spec names the links but not their targets, and our own redirects let store listings, terms and the
 * visa partner change without a release.
 */
export const TRAVELER_EXTERNAL_LINKS = {
  appStore: 'https://caravan.example/get-the-app/ios',
  googlePlay: 'https://caravan.example/get-the-app/android',
  terms: 'https://caravan.example/terms',
  contactSupport: 'https://caravan.example/support',
  visaApplication: 'https://caravan.example/visa',
} as const;
