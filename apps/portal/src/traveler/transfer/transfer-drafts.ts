// The travel-detail form's drafts (what was typed, kept across tabs) and their conversion to the flow's leg detail.
import {
  type GroundTransferDetail,
  type GroundTransferPlace,
  type GroundTransferStage,
  groundTransferPickupDateTime,
} from '@caravan/domain';

/** One leg's form as typed: numbers stay text until converted, so nothing typed is lost. */
export interface LegDraft {
  pickupId: string;
  dropOffId: string;
  pickupDate: string;
  pickupTime: string;
  passengers: string;
  hand: string;
  checked: string;
  flightNumber: string;
}

export type Drafts = Record<GroundTransferStage, LegDraft>;

export const emptyLegDraft = (): LegDraft => ({
  pickupId: '',
  dropOffId: '',
  pickupDate: '',
  pickupTime: '',
  passengers: '',
  hand: '0',
  checked: '0',
  flightNumber: '',
});

/** The drafts a flow starts from, or resumes from its legs' details. */
export function draftsFrom(legs: Record<GroundTransferStage, GroundTransferDetail>): Drafts {
  const of = (d: GroundTransferDetail): LegDraft => ({
    pickupId: d.pickup?.id ?? '',
    dropOffId: d.dropOff?.id ?? '',
    pickupDate: d.pickupDate ?? '',
    pickupTime: d.pickupTime ?? '',
    passengers: d.passengers === null ? '' : String(d.passengers),
    hand: d.luggage?.hand === null || d.luggage?.hand === undefined ? '0' : String(d.luggage.hand),
    checked: d.luggage?.checked === null || d.luggage?.checked === undefined ? '0' : String(d.luggage.checked),
    flightNumber: d.flightNumber,
  });
  return { arrival: of(legs.arrival), departure: of(legs.departure) };
}

/** A count typed as text: a number when it is one, else null (the rule then says 'Must be a number'). */
const countOf = (s: string): number | null => (s.trim() !== '' && /^\d+$/.test(s.trim()) ? Number(s.trim()) : null);

/** The leg detail the flow machine takes, from a draft and the places it names. */
export function detailFromDraft(draft: LegDraft, places: readonly GroundTransferPlace[]): GroundTransferDetail {
  const placeOf = (id: string) => places.find((p) => p.id === id) ?? null;
  const date = draft.pickupDate || null;
  const time = draft.pickupTime || null;
  return {
    pickup: placeOf(draft.pickupId),
    dropOff: placeOf(draft.dropOffId),
    pickupDate: date,
    pickupTime: time,
    pickupDateTime: date && time ? groundTransferPickupDateTime(date, time) : null,
    passengers: countOf(draft.passengers),
    flightNumber: draft.flightNumber.trim(),
    luggage: { hand: countOf(draft.hand), checked: countOf(draft.checked) },
  };
}

/** Whether the traveler typed anything for the leg (an untouched leg is not booked). */
export const isDraftInUse = (d: LegDraft): boolean =>
  !!(d.pickupId || d.dropOffId || d.pickupDate || d.pickupTime || d.flightNumber.trim());
