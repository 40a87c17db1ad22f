// The rooming list for the hotel (MKT-048): one row per placed traveler, room by room, as CSV.
import { toCsv } from '../shared/csv.js';
import { ROOMMATE_PREFERENCES, type RoommatePreferenceCode } from '../traveler/traveler.constants.js';
import type { RoomKind } from './rooming.schema.js';

/** DECIDE: the hotel needs who sleeps where and what to prepare; contact and passport data stay in the manifest. */
const ROOMING_LIST_COLUMNS = ['Room', 'Room type', 'Traveler', 'Booking', 'Roommate request', 'Preferences'] as const;

/** One line of the rooming list. */
export interface RoomingListLine {
  room: string;
  kind: RoomKind;
  traveler: string;
  orderId: string;
  roommateRequest?: string | undefined;
  preferences?: string | undefined;
}

/** How a room kind reads on the hotel's list. */
export const ROOM_KIND_LABELS: Record<RoomKind, string> = { shared: 'Shared (two)', private: 'Private (single)' };

/** The rooming list CSV, in the order given (formula-looking text neutralised by the shared writer). */
export const roomingListCsv = (lines: readonly RoomingListLine[]): string =>
  toCsv(
    ROOMING_LIST_COLUMNS,
    lines.map((l) => [l.room, ROOM_KIND_LABELS[l.kind], l.traveler, l.orderId, l.roommateRequest, l.preferences]),
  );

/** A trip form's room-relevant answers as one line for the board and the hotel: preferences, gender wishes, requests. */
export function roomingPreferencesText(form: {
  specialRequests?: { description?: string | undefined } | undefined;
  disclosuresAndPreferences?:
    | {
        preferences?: readonly RoommatePreferenceCode[] | undefined;
        roommateGenderPreferences?: readonly string[] | undefined;
      }
    | undefined;
}): string {
  const dp = form.disclosuresAndPreferences ?? {};
  const parts = [
    dp.preferences?.map((p) => ROOMMATE_PREFERENCES[p]).join(', ') ?? '',
    dp.roommateGenderPreferences?.length ? `Roommate: ${dp.roommateGenderPreferences.join(' or ')}` : '',
    form.specialRequests?.description?.trim() ?? '',
  ];
  return parts.filter(Boolean).join('; ');
}
