// The home's modals (HOM-009..011): which one a home URL opens, and the survey timeline's steps and videos.
import { TRIP_REQUEST_PROCESSING_BUSINESS_DAYS } from '@caravan/domain';

/** The modals a home URL can open; the audience export opens from its button only (it starts a download). */
export const HOME_MODALS = ['trip-requested', 'survey-timeline'] as const;
export type HomeModal = (typeof HOME_MODALS)[number];

/** The query parameter that opens a home modal, e.g. /app/host/home/dashboard?modal=trip-requested. */
export const HOME_MODAL_PARAM = 'modal';

/** The modal a home URL's query opens, or null for none or an unknown value. */
export function homeModalFromSearch(search: string): HomeModal | null {
  const value = new URLSearchParams(search).get(HOME_MODAL_PARAM);
  return (HOME_MODALS as readonly string[]).includes(value ?? '') ? (value as HomeModal) : null;
}

/** The home URL that opens a modal: where 'Back to Home' leads after a trip request (HOM-009). */
export const homeWithModal = (modal: HomeModal, path = '/app/host/home/dashboard') =>
  `${path}?${HOME_MODAL_PARAM}=${modal}`;

/** DECIDE: the congratulation's words; the spec names the modal, the processing time comes from the request rules. */
export const CONGRATULATION_COPY = {
  title: 'Congratulations!',
  body: `Your trip request was sent. Processing takes ${TRIP_REQUEST_PROCESSING_BUSINESS_DAYS.min}-${TRIP_REQUEST_PROCESSING_BUSINESS_DAYS.max} business days; it shows on your home meanwhile.`,
} as const;

/**
 * DECIDE: the survey timeline's steps and videos; the spec names a 'survey timeline and videos' modal but not its
 * content. The steps follow the rules it does give: metrics from 5 responses (AUD), itineraries from 100 (LVL-017).
 */
export const SURVEY_TIMELINE = [
  { step: 'Share your survey', detail: 'Post your survey link where your audience follows you.' },
  { step: 'Collect 5 responses', detail: 'Your audience data shows its metrics and charts from the fifth response.' },
  { step: 'Reach 100 responses', detail: 'At 100 responses the itineraries your level allows unlock.' },
  { step: 'Request your trip', detail: 'Pick the itinerary your audience wants and reserve it.' },
] as const;

export const SURVEY_VIDEOS = [
  { title: 'How to share your survey', href: 'https://videos.caravan.example/share-your-survey' },
  { title: 'Reading your audience data', href: 'https://videos.caravan.example/audience-data' },
] as const;
