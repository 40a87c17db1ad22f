// A refused lifecycle move in the user's words (MKT-045): each machine guard's reason as copy, never engine text.

/** DECIDE: what each guard of the stored lifecycles (trip, booking, itinerary, trip request, publish, launch) means to a user. */
export const GUARD_REFUSAL_COPY: Record<string, string> = {
  // trip
  canApprove: 'Only the trip’s operator can approve it, after accepting the operator terms.',
  canApprovePricing: 'Only a Caravan admin can approve the pricing.',
  canAcceptAgreement: 'Only the trip’s primary host can accept the agreement.',
  canPublish: 'Only the trip’s primary host can publish it, once its page has been approved.',
  canLaunch: 'The trip page launches by itself on its scheduled launch date.',
  canMarkReadyToConfirm: 'The trip becomes ready to confirm by itself once it has its minimum bookings.',
  canConfirm: 'Only the trip’s primary host can confirm it, once enough spots are selected.',
  canCloseOrComplete: 'Only a Caravan admin can close or complete the trip, at the right time.',
  canCancel: 'This trip cannot be cancelled by you with that reason.',
  canSubmitTechnicalItinerary: 'Only the trip’s operator can submit the technical itinerary.',
  canApproveTechnicalItinerary: 'The technical itinerary must be submitted before a Caravan admin approves it.',
  // booking
  hostMayConfirm: 'Only the trip’s host can confirm this booking, and only while the trip accepts confirmations.',
  hostMayRejectPending: 'Only the trip’s host can reject a pending booking.',
  hostMayRejectWaitlisted: 'Only the trip’s host can reject a waitlisted booking.',
  customerMayCancel: 'Only the traveler who made the booking can cancel it online.',
  isAdmin: 'Only a Caravan admin can do this.',
  mayCancel: 'This booking cannot be cancelled now.',
  mayOfferSpot: 'A spot can be offered only to a waitlisted booking while the trip has one free.',
  isPaymentSuccessful: 'The payment did not go through.',
  // itinerary, trip request, publish, launch
  canCreate: 'You cannot create this now.',
  canReview: 'Only the operator or a Caravan admin can review this itinerary.',
  canInstantApprove: 'This request cannot be approved instantly.',
  canEditRequest: 'This request can no longer be edited.',
  canCreateTrip: 'A trip can be created only from an accepted request.',
  canReject: 'This request cannot be rejected now.',
  canAccept: 'This request cannot be accepted now.',
  canRequestPublish: 'The trip page can be sent for review only when it is ready.',
  canApproveReview: 'Only a Caravan admin can approve the page review.',
  canEdit: 'This can no longer be edited.',
  isEligible: 'The trip is not ready to launch yet.',
  isValidSchedule: 'Choose a launch date in the future, before the bookings deadline.',
};

/** "approvePricing" → "approve pricing": an event's name as words. */
const words = (camel: string): string => camel.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

/** A status as words: "ready-to-confirm" → "ready to confirm". */
export const statusWords = (status: string): string => words(status).replace(/[-_]+/g, ' ');

/** What an event asks, as words: "trip.approvePricing" → "approve pricing". */
export const eventWords = (eventType: string): string => words(eventType.slice(eventType.indexOf('.') + 1));

/**
 * Why a `noun` in `status` refused `eventType`, in the user's words (MKT-045): the first refusing guard's copy, else
 * that the move is not possible from this status. Never a quoted event name, a guard name or "refused by".
 */
export function refusalCopy(input: {
  noun: string;
  status: string;
  eventType: string;
  guards?: readonly string[];
}): string {
  // Stryker disable next-line ArrayDeclaration: equivalent, a made-up guard name has no copy, so the loop returns nothing.
  for (const guard of input.guards ?? []) {
    // Own keys only: a guard named like an Object property ('constructor') has no copy, not a function.
    const copy = Object.hasOwn(GUARD_REFUSAL_COPY, guard) ? GUARD_REFUSAL_COPY[guard] : undefined;
    if (copy) return copy;
  }
  const words = eventWords(input.eventType);
  const action = `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
  const noun = statusWords(input.noun);
  if (input.guards && input.guards.length > 0) return `${action} is not available for this ${noun} right now.`;
  return `${action} is not available while this ${noun} is ${statusWords(input.status)}.`;
}

/** Whether a message reads as engine text: a quoted event name, "refused by", or a camelCase guard name. */
export function isEngineText(message: string): boolean {
  return (
    /'[a-z][\w-]*\.[a-zA-Z]+'/.test(message) ||
    /refused by/i.test(message) ||
    /\b[a-z]+[A-Z][a-zA-Z]*\b/.test(message) ||
    /\b(is not possible when|status [a-z-]+\))/.test(message)
  );
}
