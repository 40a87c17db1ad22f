// Pure rules of the transfer forms: travel-detail and contact validation, completeness, leg and tab status (GTF-052..053, GTF-070..092).
import { type CalendarDate, calendarDateSchema } from '../shared/dates.js';
import type { FieldErrors } from '../shared/errors.js';
import {
  GROUND_TRANSFER_DEFAULT_PASSENGER_MAX,
  GROUND_TRANSFER_MESSAGES,
  GROUND_TRANSFER_STAGES,
  maxPassengersMessage,
} from './ground-transfer.constants.js';
import type { GroundTransferStage } from './ride.schema.js';
import {
  type GroundTransferContactState,
  type GroundTransferDetail,
  type GroundTransferFlowState,
  type GroundTransferLeg,
  type GroundTransferLegStatus,
  type GroundTransferPlace,
  type GroundTransferTabStatus,
  groundTransferContactFormSchema,
} from './transfer-flow.schema.js';
import { type CalendarDateWindow, isDateInWindow } from './transfer-window.rules.js';

const present = <T>(v: T | null | undefined): v is T => v !== null && v !== undefined;
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** The local pickup date-time the quotes call takes (no zone), from a date and an HH:mm time. */
export function groundTransferPickupDateTime(pickupDate: CalendarDate, pickupTime: string): string {
  return `${pickupDate}T${pickupTime.length === 5 ? `${pickupTime}:00` : pickupTime}`;
}

/** Whether luggage has both numeric counts. */
function hasLuggage(luggage: GroundTransferDetail['luggage']): boolean {
  return !!luggage && isNumber(luggage.hand) && isNumber(luggage.checked);
}

/** Travel details are complete when pickup, pickupDateTime, dropOff, passengers, luggage and estimatedDuration are present (GTF-089). */
export function areGroundTransferTravelDetailsComplete(
  leg: Pick<GroundTransferLeg, 'detail' | 'estimatedDuration'>,
): boolean {
  const d = leg.detail;
  return (
    present(d.pickup) &&
    !!d.pickupDateTime &&
    present(d.dropOff) &&
    isNumber(d.passengers) &&
    hasLuggage(d.luggage) &&
    isNumber(leg.estimatedDuration)
  );
}

/** A leg's status: missing travel details, then missing quote selection (passengers, luggage and duration present, no quote), then complete (GTF-052, GTF-053). */
export function groundTransferLegStatus(
  leg: Pick<GroundTransferLeg, 'detail' | 'estimatedDuration' | 'selectedQuote'>,
): GroundTransferLegStatus {
  const ready = isNumber(leg.detail.passengers) && hasLuggage(leg.detail.luggage) && isNumber(leg.estimatedDuration);
  if (!ready) return 'missing-travel-details';
  return leg.selectedQuote ? 'complete' : 'missing-quote-selection';
}

/** Whether a leg may carry a chosen quote: only with full travel details (GTF-090). */
export function canChooseGroundTransferQuote(leg: Pick<GroundTransferLeg, 'detail' | 'estimatedDuration'>): boolean {
  return areGroundTransferTravelDetailsComplete(leg);
}

/** Whether a stage is in use: the traveler entered something for it. */
export function isGroundTransferStageInUse(leg: Pick<GroundTransferLeg, 'detail'>): boolean {
  const d = leg.detail;
  return present(d.pickup) || present(d.dropOff) || !!d.pickupDate || !!d.pickupTime || !!d.flightNumber;
}

/** The vehicle tab: complete only when each leg with full details has a quote and at least one such leg exists (GTF-070). */
export function groundTransferVehicleTabStatus(
  legs: readonly Pick<GroundTransferLeg, 'detail' | 'estimatedDuration' | 'selectedQuote'>[],
): GroundTransferTabStatus {
  const full = legs.filter(areGroundTransferTravelDetailsComplete);
  return full.length > 0 && full.every((l) => !!l.selectedQuote) ? 'complete' : 'incomplete';
}

/** The contact tab: complete only when terms are accepted and first name, last name, email and phone are present (GTF-071). */
export function groundTransferContactTabStatus(contact: GroundTransferContactState): GroundTransferTabStatus {
  const filled = [contact.firstName, contact.lastName, contact.email, contact.phone].every((v) => v.trim().length > 0);
  return filled && contact.termsAndConditions === true ? 'complete' : 'incomplete';
}

/** Validates the contact form; field-keyed spec messages, empty when valid (GTF-072..075). */
export function validateGroundTransferContact(
  contact: Partial<Record<keyof GroundTransferContactState, unknown>>,
): FieldErrors {
  const result = groundTransferContactFormSchema.safeParse(contact);
  const errors: FieldErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** The passenger maximum: the given limit plus one, else 20 (GTF-084, GTF-085). */
export function groundTransferPassengerMax(limit?: number | null): number {
  return limit === null || limit === undefined ? GROUND_TRANSFER_DEFAULT_PASSENGER_MAX : limit + 1;
}

const isCompletePlace = (p: GroundTransferPlace): boolean =>
  [p.label, p.type, p.value].every((v) => typeof v === 'string' && v.trim().length > 0);

/** What travel-detail validation needs besides the entered detail. */
interface GroundTransferDetailRules {
  /** The allowed pickup window of the stage, both bounds inclusive. */
  window: CalendarDateWindow;
  /** The passenger limit; the maximum is this plus one (default maximum 20). */
  passengerLimit?: number | null | undefined;
}

/** Validates one stage's travel details; field-keyed spec messages, empty when valid (GTF-077..088). */
export function validateGroundTransferDetail(
  detail: Partial<Record<keyof GroundTransferDetail, unknown>>,
  rules: GroundTransferDetailRules,
): FieldErrors {
  const m = GROUND_TRANSFER_MESSAGES;
  const errors: FieldErrors = {};
  const pickup = detail.pickup as GroundTransferPlace | null | undefined;
  const dropOff = detail.dropOff as GroundTransferPlace | null | undefined;

  if (!present(pickup)) errors.pickup = m.required;
  else if (!isCompletePlace(pickup)) errors.pickup = m.incompleteLocation;
  if (!present(dropOff)) errors.dropOff = m.required;
  else if (!isCompletePlace(dropOff)) errors.dropOff = m.incompleteLocation;
  if (!errors.pickup && !errors.dropOff && pickup && dropOff && pickup.value === dropOff.value) {
    errors.pickup = m.pickupSameAsDropOff;
    errors.dropOff = m.dropOffSameAsPickup;
  }

  const date = detail.pickupDate;
  if (date === null || date === undefined || date === '') errors.pickupDate = m.required;
  else if (typeof date !== 'string' || !calendarDateSchema.safeParse(date).success) errors.pickupDate = m.invalidDate;
  else if (!isDateInWindow(date, rules.window)) errors.pickupDate = m.dateOutOfRange;

  const passengers = detail.passengers;
  const max = groundTransferPassengerMax(rules.passengerLimit);
  if (passengers === null || passengers === undefined || passengers === '') errors.passengers = m.required;
  else if (!isNumber(passengers) || passengers < 1) errors.passengers = m.minPassengers;
  else if (passengers > max) errors.passengers = maxPassengersMessage(max);

  if (typeof detail.flightNumber !== 'string' || detail.flightNumber.trim() === '') errors.flightNumber = m.required;
  if (typeof detail.pickupTime !== 'string' || detail.pickupTime.trim() === '') errors.pickupTime = m.required;

  const luggage = detail.luggage as { hand?: unknown; checked?: unknown } | null | undefined;
  if (!isNumber(luggage?.hand)) errors['luggage.hand'] = m.notANumber;
  if (!isNumber(luggage?.checked)) errors['luggage.checked'] = m.notANumber;
  return errors;
}

/** Validates every stage in use, keys prefixed by stage (`arrival.pickup`), plus chosen quotes needing full details (GTF-076, GTF-090). */
export function validateGroundTransferTravelDetails(
  state: Pick<GroundTransferFlowState, GroundTransferStage>,
  rules: Record<GroundTransferStage, GroundTransferDetailRules>,
  stagesInUse: readonly GroundTransferStage[] = GROUND_TRANSFER_STAGES.filter((s) =>
    isGroundTransferStageInUse(state[s]),
  ),
): FieldErrors {
  const errors: FieldErrors = {};
  for (const stage of stagesInUse) {
    const leg = state[stage];
    for (const [field, message] of Object.entries(validateGroundTransferDetail(leg.detail, rules[stage])))
      errors[`${stage}.${field}`] = message;
    if (leg.selectedQuote && !canChooseGroundTransferQuote(leg))
      errors[`${stage}.selectedQuote`] = GROUND_TRANSFER_MESSAGES.quoteNeedsFullDetails;
  }
  return errors;
}
