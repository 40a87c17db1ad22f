// The host's itinerary: which services can be edited or deleted, gathering form and moves, workshops, prompts.
import { z } from 'zod';
import { addDays, type CalendarDate } from '../shared/dates.js';
import { allow, type Decision, deny } from '../shared/errors.js';
import type { TripStatus } from '../shared/statuses.js';
import type { HostService, HostServicesByDay, HostServiceType } from './host-trip.schema.js';
import {
  GATHERING_LOCKED_TRIP_STATUSES,
  GATHERING_MESSAGES,
  ITINERARY_TAB_COPY,
  TEMPORARY_SERVICE_ID_PREFIX,
  TRIP_SUPPORT_WINDOW_DAYS,
} from './workspace.constants.js';

/** Whether a service of this type can be deleted: only informal gatherings (WSP-087). */
export const canDeleteHostService = (type: HostServiceType): boolean => type === 'INFORMAL_GATHERING';

/** Whether a service of this type is editable: gatherings and workshop spaces; every other type is read-only (WSP-088, WSP-089). */
export const isHostServiceEditable = (type: HostServiceType): boolean =>
  type === 'INFORMAL_GATHERING' || type === 'WORKSHOP_SPACE';

/** Whether gatherings can be added or edited: not on closed, cancelled or complete trips (WSP-090). */
export const canAddOrEditGatherings = (status: TripStatus): boolean => !GATHERING_LOCKED_TRIP_STATUSES.includes(status);

/** The gathering (or service) form: trimmed, required name and description, a day of the trip (WSP-091, WSP-092). */
export function gatheringFormSchema(tripDayCount: number) {
  return z.object({
    name: z.string({ error: GATHERING_MESSAGES.nameRequired }).trim().min(1, GATHERING_MESSAGES.nameRequired),
    description: z
      .string({ error: GATHERING_MESSAGES.descriptionRequired })
      .trim()
      .min(1, GATHERING_MESSAGES.descriptionRequired),
    dayIndex: z
      .number({ error: GATHERING_MESSAGES.dayInvalid })
      .int(GATHERING_MESSAGES.dayInvalid)
      .min(0, GATHERING_MESSAGES.dayInvalid)
      .max(Math.max(tripDayCount - 1, -1), GATHERING_MESSAGES.dayInvalid),
  });
}

/** The days a gathering can be placed on: one option per trip day, labelled 'Day n' (WSP-092). */
export function gatheringDayOptions(tripDayCount: number): { value: number; label: string }[] {
  return Array.from({ length: Math.max(tripDayCount, 0) }, (_, i) => ({ value: i, label: `Day ${i + 1}` }));
}

/** Whether an id is the temporary id of a gathering not yet created (WSP-082). */
export const isTemporaryServiceId = (id: string): boolean => id.startsWith(TEMPORARY_SERVICE_ID_PREFIX);

/** A new, unsaved gathering on a day with a temporary id (WSP-082). */
export function newGathering(dayIndex: number, nonce: string): HostService {
  return {
    _id: `${TEMPORARY_SERVICE_ID_PREFIX}${nonce}`,
    name: '',
    description: '',
    type: 'INFORMAL_GATHERING',
    dayIndex,
    removed: false,
    deleted: false,
  };
}

/** servicesByDay with the service `id` moved to day `toDay`, its dayIndex updated (WSP-083). */
export function moveServiceToDay(byDay: HostServicesByDay, id: string, toDay: number): HostServicesByDay {
  const service = byDay.flat().find((s) => s._id === id);
  if (!service) return byDay;
  const days = byDay.map((day) => day.filter((s) => s._id !== id));
  while (days.length <= toDay) days.push([]);
  // The loop made the day exist; the days are fresh arrays, so adding to one leaves byDay as it was.
  (days[toDay] as HostService[]).push({ ...service, dayIndex: toDay });
  return days;
}

/** servicesByDay without the gathering `id`; other service types are never removed (WSP-084, WSP-087). */
export function removeGathering(byDay: HostServicesByDay, id: string): HostServicesByDay {
  return byDay.map((day) => day.filter((s) => !(s._id === id && canDeleteHostService(s.type))));
}

/** Whether another itinerary item may enter edit mode: only when none is being edited (WSP-086). */
export function canStartEditingItineraryItem(editingItemId: string | null): Decision {
  return editingItemId === null ? allow() : deny('ITEM_IN_PROGRESS', GATHERING_MESSAGES.finishEditingFirst);
}

/**
 * Adds a new gathering to a day: refused while another item is being edited (WSP-086); otherwise the new entry,
 * with its temporary id (WSP-082), is appended to the day and becomes the item in edit mode (WSP-085).
 */
export function addGatheringToDay(
  byDay: HostServicesByDay,
  dayIndex: number,
  nonce: string,
  editingItemId: string | null,
): { ok: true; servicesByDay: HostServicesByDay; editingItemId: string } | { ok: false; code: string; reason: string } {
  const gate = canStartEditingItineraryItem(editingItemId);
  if (!gate.ok) return gate;
  const gathering = newGathering(dayIndex, nonce);
  const days = byDay.map((day) => [...day]);
  while (days.length <= dayIndex) days.push([]);
  // As in moveServiceToDay: the loop made the day exist and the days are copies.
  (days[dayIndex] as HostService[]).push(gathering);
  return { ok: true, servicesByDay: days, editingItemId: gathering._id };
}

/** Whether a workshop is still open: not yet accepted by the host (WSP-096). */
export const isWorkshopOpen = (service: Pick<HostService, 'acceptedByHost'>): boolean =>
  service.acceptedByHost !== true;

/** A workshop after the host saves it: accepted (WSP-096). */
export const acceptWorkshop = <T extends Pick<HostService, 'acceptedByHost'>>(service: T): T => ({
  ...service,
  acceptedByHost: true,
});

/** Whether any active service awaits host acceptance (acceptedByHost explicitly false). */
const hasServiceAwaitingHostAcceptance = (byDay: HostServicesByDay): boolean =>
  byDay.flat().some((s) => !s.removed && !s.deleted && s.acceptedByHost === false);

/** The Itinerary tab's next-step prompt: workshops while a service awaits acceptance, else the agreement (WSP-080). */
export function itineraryNextStep(byDay: HostServicesByDay): { key: 'workshops' | 'agreement'; label: string } {
  return hasServiceAwaitingHostAcceptance(byDay)
    ? { key: 'workshops', label: ITINERARY_TAB_COPY.nextWorkshops }
    : { key: 'agreement', label: ITINERARY_TAB_COPY.nextAgreement };
}

/** Whether the 'Next: Price' card shows: after pricing approval, while the status is pricing-approved (WSP-081). */
export const showNextPriceCard = (status: TripStatus): boolean => status === 'pricing-approved';

/** Whether the help card offers trip support: within TRIP_SUPPORT_WINDOW_DAYS before start to after end (WSP-079). */
export function isTripSupportOffered(trip: { startDate: CalendarDate; endDate: CalendarDate }, today: CalendarDate) {
  return (
    today >= addDays(trip.startDate, -TRIP_SUPPORT_WINDOW_DAYS) &&
    today <= addDays(trip.endDate, TRIP_SUPPORT_WINDOW_DAYS)
  );
}
