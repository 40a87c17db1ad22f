// The reviews service port (§7.3, HAP-038): travelers' reviews of an itinerary, summarised as a report. The real
// service answers GET {reviews service}/api/public/review/itinerary/{id}/report with data.overallRating.

/** An itinerary's review report; `overallRating` is absent when nobody has reviewed it yet. */
export interface ItineraryReviewReport {
  /** The average rating, 1 to 5. */
  overallRating?: number;
  /** How many reviews the rating averages. */
  reviewCount?: number;
}

/** The reviews service could not answer (down, timed out, or answered nonsense). */
export class ReviewsServiceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReviewsServiceError';
  }
}

export interface ReviewsService {
  readonly name: string;
  /** The report of itinerary `itineraryId`, or throws ReviewsServiceError. */
  itineraryReport(itineraryId: string): Promise<ItineraryReviewReport>;
}
