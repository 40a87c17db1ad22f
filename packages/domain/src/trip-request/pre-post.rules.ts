// Pre/post-trip stays and transfers of a trip request: what the request offers for a departure and a room set-up
// (CAT-055, CAT-057, read from the itinerary's services and the departure's prices), the choices the server refuses,
// and the lines a stored request shows, each stay with its dates (CAT-056). The screen and the API both ask these.
import type { CalendarDate } from '../shared/dates.js';
import { formatDate } from '../shared/dates.js';
import type { FieldErrors } from '../shared/errors.js';
import { countText } from '../shared/count-text.js';
import type { HostRoomType, PrePostAccommodation, TripRequestFormValues } from './trip-request.schema.js';
import {
  isPrePostAccommodationOffered,
  isPrePostTransferOffered,
  prePostAccommodationStay,
} from './trip-request.rules.js';

type PrePostSide = 'before' | 'after';

/** The words a host reads for each side. */
const LABEL_OF = { before: 'Pre-trip', after: 'Post-trip' } as const satisfies Record<PrePostSide, string>;

/** The two sides with the form key of each and the words a host reads. */
export const PRE_POST_SIDES = [
  { side: 'before', key: 'beforeTrip', label: LABEL_OF.before },
  { side: 'after', key: 'afterTrip', label: LABEL_OF.after },
] as const satisfies readonly { side: PrePostSide; key: 'beforeTrip' | 'afterTrip'; label: string }[];

/** The slice of an itinerary service these rules read. */
interface PrePostService {
  type: string;
  price?: number | null | undefined;
  timing?: string | null | undefined;
}

/** The slice of a departure (inventory item) these rules read; null for a package without inventory. */
interface PrePostDeparture {
  preTransferPrice?: number | null | undefined;
  postTransferPrice?: number | null | undefined;
  preAccommodation?: PrePostAccommodation | null | undefined;
  postAccommodation?: PrePostAccommodation | null | undefined;
}

/** What the request offers on each side. */
export interface PrePostOffers {
  accommodation: Record<PrePostSide, boolean>;
  transfer: Record<PrePostSide, boolean>;
}

type Selection = Pick<TripRequestFormValues, 'prePostAccommodationsSelection' | 'prePostTransfersSelection'>;

const TIMING_OF: Record<PrePostSide, string> = { before: 'pre-trip', after: 'post-trip' };

/**
 * DECIDE: the transfer service of a side is the itinerary's first airport transfer (the arrival pickup) before the
 * trip and its last (the departure drop-off) after it; the spec names "the transfer service" without saying which.
 */
function transferServiceOf(servicesInDayOrder: readonly PrePostService[], side: PrePostSide): PrePostService | null {
  const transfers = servicesInDayOrder.filter((s) => s.type === 'AIRPORT_TRANSFER');
  return (side === 'before' ? transfers[0] : transfers.at(-1)) ?? null;
}

/** What the request offers: stays by CAT-055, transfers by CAT-057, for the departure and the host's room types. */
export function prePostOffers(input: {
  /** The itinerary's day services in day order. */
  services: readonly PrePostService[];
  departure: PrePostDeparture | null | undefined;
  roomTypes: readonly HostRoomType[];
}): PrePostOffers {
  const accommodationOffered = (side: PrePostSide) => {
    const accommodation = side === 'before' ? input.departure?.preAccommodation : input.departure?.postAccommodation;
    const own = input.services.filter((s) => s.type === 'ACCOMMODATION' && s.timing === TIMING_OF[side]);
    return isPrePostAccommodationOffered({
      // Stryker disable next-line ConditionalExpression,EqualityOperator: with neither a departure stay nor a service of its own there is no price either, which refuses the stay all the same
      itineraryHasAccommodation: Boolean(accommodation) || own.length > 0,
      roomTypes: input.roomTypes,
      accommodation,
      pricedServiceExists: own.some((s) => (s.price ?? 0) > 0),
    });
  };
  const transferOffered = (side: PrePostSide) =>
    isPrePostTransferOffered(side, transferServiceOf(input.services, side), input.departure ?? null);
  return {
    accommodation: { before: accommodationOffered('before'), after: accommodationOffered('after') },
    transfer: { before: transferOffered('before'), after: transferOffered('after') },
  };
}

/** The field errors of a choice the request does not offer (the server refuses it), keyed like the form's fields. */
export function prePostSelectionErrors(selection: Selection, offers: PrePostOffers): FieldErrors {
  const errors: FieldErrors = {};
  for (const { side, key, label } of PRE_POST_SIDES) {
    if (selection.prePostAccommodationsSelection[key] && !offers.accommodation[side])
      errors[`prePostAccommodationsSelection.${key}`] = `${label} accommodation is not offered for this departure`;
    if (selection.prePostTransfersSelection[key] && !offers.transfer[side])
      errors[`prePostTransfersSelection.${key}`] = `${label} transfers are not offered for this departure`;
  }
  return errors;
}

/** The choice with what is not offered turned off (the screen sends only what it offers). */
export function offeredPrePostSelection<S extends Selection>(selection: S, offers: PrePostOffers): S {
  const keep = (kind: 'accommodation' | 'transfer', chosen: S['prePostAccommodationsSelection']) => ({
    beforeTrip: chosen.beforeTrip && offers[kind].before,
    afterTrip: chosen.afterTrip && offers[kind].after,
  });
  return {
    ...selection,
    prePostAccommodationsSelection: keep('accommodation', selection.prePostAccommodationsSelection),
    prePostTransfersSelection: keep('transfer', selection.prePostTransfersSelection),
  };
}

/** What a stay reads: "Pre-trip stay: Sun 5 Sep 2027 – Mon 6 Sep 2027 (1 night)" (its dates from CAT-056). */
export function prePostStayLine(side: PrePostSide, startDate: CalendarDate, tripLengthDays: number): string {
  const stay = prePostAccommodationStay(startDate, tripLengthDays, side);
  const day = (d: CalendarDate) => formatDate(d, 'EEE d MMM yyyy');
  return `${LABEL_OF[side]} stay: ${day(stay.checkIn)} – ${day(stay.checkOut)} (${countText(stay.nights, 'night')})`;
}

/** What a transfer reads: "Pre-trip transfer" or "Post-trip transfer". */
export const prePostTransferLine = (side: PrePostSide): string => `${LABEL_OF[side]} transfer`;

/** The lines a stored request shows for its pre/post choice: each stay with its dates, then each transfer. */
export function prePostRequestLines(
  selection: Partial<Selection>,
  startDate: CalendarDate | null,
  tripLengthDays: number,
): string[] {
  const lines: string[] = [];
  for (const { side, key } of PRE_POST_SIDES)
    if (startDate && selection.prePostAccommodationsSelection?.[key])
      lines.push(prePostStayLine(side, startDate, tripLengthDays));
  for (const { side, key } of PRE_POST_SIDES)
    if (selection.prePostTransfersSelection?.[key]) lines.push(prePostTransferLine(side));
  return lines;
}
