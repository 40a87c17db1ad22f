// Tests of the pure screen decisions of the catalogue and trip request screen.
import { describe, expect, it } from 'vitest';
import {
  TRIP_REQUEST_MESSAGES,
  TRIP_REQUEST_PROCESSING_BUSINESS_DAYS,
  TRIP_REQUEST_INVENTORY_LIST_MAX_HEIGHT_PX,
} from './trip-request.constants.js';
import { itineraryAvailabilitySchema } from './trip-request.schema.js';
import {
  BLOCKED_TRIP_REQUEST_ACTIONS,
  canAddOrRemoveTripRequestCompanions,
  finishProfileCardDestination,
  portalFrameMessageTarget,
  recommendationRecommender,
  showsAdditionalRequestsSection,
  showsSurveyYourAudiencePanel,
  showsTripRequestPackageChoice,
  showsTripRequestProfileCompletionCard,
  tripRequestAvailabilityErrorView,
  tripRequestCreateErrorMessage,
  tripRequestHasNoDates,
} from './trip-request-screen.rules.js';

describe('catalogue', () => {
  it('[CAT-006] a frame message with an itinerary id navigates to its request route', () => {
    expect(portalFrameMessageTarget({ itineraryId: 'it42' })).toBe('/app/host/itineraries/it42/request');
    expect(portalFrameMessageTarget('noise')).toBeNull();
    expect(portalFrameMessageTarget({ itineraryId: '' })).toBeNull();
    expect(portalFrameMessageTarget(null)).toBeNull();
    expect(portalFrameMessageTarget(undefined)).toBeNull();
    expect(portalFrameMessageTarget({ itineraryId: ['it42'] })).toBeNull();
    expect(portalFrameMessageTarget({ itineraryId: 'a b/c' })).toBe('/app/host/itineraries/a%20b%2Fc/request');
  });

  it('[CAT-007] a frame message with the start-surveying flag navigates to audience research', () => {
    expect(portalFrameMessageTarget({ startSurveying: true })).toBe('/app/host/audience/research');
    expect(portalFrameMessageTarget({ startSurveying: false })).toBeNull();
    expect(portalFrameMessageTarget({ startSurveying: 'yes' })).toBeNull();
    expect(portalFrameMessageTarget({})).toBeNull();
  });

  it('[CAT-009] the recommender is the company when trovaRecommended, else the host', () => {
    expect(recommendationRecommender({ trovaRecommended: true })).toBe('company');
    expect(recommendationRecommender({ trovaRecommended: false })).toBe('host');
  });
});

describe('request screen', () => {
  it('[CAT-016] no inventory shows "This itinerary is booked" with Explore itineraries', () => {
    expect(tripRequestAvailabilityErrorView('no-inventory-items')).toEqual({
      message: 'This itinerary is booked',
      action: 'Explore itineraries',
    });
  });

  it('[CAT-017] any other availability failure shows "Something went wrong" with Explore itineraries', () => {
    expect(tripRequestAvailabilityErrorView('generic')).toEqual({
      message: 'Something went wrong',
      action: 'Explore itineraries',
    });
  });

  it('[CAT-019] an itinerary with no dates is detected for the no-dates alert', () => {
    expect(tripRequestHasNoDates(itineraryAvailabilitySchema.parse({ standard: { isPackageEnabled: true } }))).toBe(
      true,
    );
    expect(
      tripRequestHasNoDates(
        itineraryAvailabilitySchema.parse({ standard: { isPackageEnabled: true, firstAvailableDate: '2026-01-05' } }),
      ),
    ).toBe(false);
    expect(
      tripRequestHasNoDates(
        itineraryAvailabilitySchema.parse({
          premium: {
            isPackageEnabled: true,
            itineraryInventoryItems: [{ id: 'i', startDate: '2026-01-05', packageLevel: 'premium' }],
          },
        }),
      ),
    ).toBe(false);
    const enabled = (dates: string[]) => ({ isPackageEnabled: true, enabledDates: dates });
    expect(tripRequestHasNoDates(itineraryAvailabilitySchema.parse({ economy: enabled(['2026-01-05']) }))).toBe(false);
    expect(tripRequestHasNoDates(itineraryAvailabilitySchema.parse({ economy: enabled([]) }))).toBe(true);
    // one enabled package with dates is enough; a disabled package's dates do not count
    expect(
      tripRequestHasNoDates(
        itineraryAvailabilitySchema.parse({ standard: enabled([]), premium: enabled(['2026-01-05']) }),
      ),
    ).toBe(false);
    expect(
      tripRequestHasNoDates(
        itineraryAvailabilitySchema.parse({
          standard: enabled([]),
          premium: { isPackageEnabled: false, enabledDates: ['2026-01-05'] },
        }),
      ),
    ).toBe(true);
  });

  it('[CAT-021] only a level ZERO host sees the survey side panel', () => {
    expect(showsSurveyYourAudiencePanel(0)).toBe(true);
    expect(showsSurveyYourAudiencePanel(1)).toBe(false);
    expect(showsSurveyYourAudiencePanel(3)).toBe(false);
  });

  it('[CAT-022] the finish-profile card leads to the public profile when incomplete, else the account address page', () => {
    expect(finishProfileCardDestination(false)).toBe('/app/host/public-profile');
    expect(finishProfileCardDestination(true)).toBe('/app/host/account/address');
  });

  it('[CAT-023] the profile-completion card is never shown', () => {
    expect(showsTripRequestProfileCompletionCard()).toBe(false);
  });

  it('[CAT-049] the additional requests section follows the host feature flag', () => {
    expect(showsAdditionalRequestsSection(true)).toBe(true);
    expect(showsAdditionalRequestsSection(false)).toBe(false);
  });

  it('[CAT-050] companions can be added or removed only in edit mode', () => {
    expect(canAddOrRemoveTripRequestCompanions('edit')).toBe(true);
    expect(canAddOrRemoveTripRequestCompanions('read-only')).toBe(false);
  });

  it('[CAT-052] the package choice shows with at least 2 enabled packages, or when read-only', () => {
    expect(showsTripRequestPackageChoice(1, false)).toBe(false);
    expect(showsTripRequestPackageChoice(2, false)).toBe(true);
    expect(showsTripRequestPackageChoice(1, true)).toBe(true);
  });

  it('[CAT-064] a failed creation shows the generic error', () => {
    expect(tripRequestCreateErrorMessage(null)).toBe('There was an error creating the trip request. Please try again.');
    expect(tripRequestCreateErrorMessage({})).toBe('There was an error creating the trip request. Please try again.');
    expect(tripRequestCreateErrorMessage({ id: 'r1', instantlyApproved: false })).toBeNull();
  });

  it('[CAT-065] an error returned in the success callback is shown as is', () => {
    expect(tripRequestCreateErrorMessage({ error: 'Dates no longer available' })).toBe('Dates no longer available');
  });
});

// Copy and sizes no rule reads yet (the request screen is not built): the behaviour test comes with the screen. The
// attention toast and 'This field is required' are proven by canSubmitTripRequest and validateTripRequestCompanions
// (trip-request.rules.test.ts).
describe('spec values', () => {
  it.each([
    [
      'the screen title, sidebar and confirmation',
      [TRIP_REQUEST_MESSAGES.screenTitle, TRIP_REQUEST_MESSAGES.suggestedSellPrice, TRIP_REQUEST_MESSAGES.confirmTitle],
      ['Reserve This Trip', 'Suggested Sell Price', 'Ready to request your trip?'],
    ],
    ['[CAT-019] the no-dates alert', TRIP_REQUEST_MESSAGES.noDates, 'There are no dates available for this itinerary.'],
    [
      '[CAT-020] the blocked-request card actions',
      BLOCKED_TRIP_REQUEST_ACTIONS,
      [
        { label: 'Continue Surveying', to: '/app/host/audience' },
        { label: 'Explore Itineraries', to: '/app/host/itineraries' },
      ],
    ],
    [
      'the inventory list height (px) and the processing business days',
      [TRIP_REQUEST_INVENTORY_LIST_MAX_HEIGHT_PX, TRIP_REQUEST_PROCESSING_BUSINESS_DAYS],
      [400, { min: 2, max: 7 }],
    ],
  ])('%s', (_name, actual, spec) => expect(actual).toEqual(spec));
});
