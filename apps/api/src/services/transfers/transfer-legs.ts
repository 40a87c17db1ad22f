// One leg of a transfer request: checked by the domain's travel-detail rule, then quoted by the provider.
import {
  type CalendarDateWindow,
  type CurrencyCode,
  type GroundTransferStage,
  sortGroundTransferQuotesByPrice,
  validateGroundTransferDetail,
} from '@caravan/domain';
import { AppError, badRequest } from '../../errors/app-error.js';
import type { Providers } from '../../providers/index.js';
import type { MapPlace } from '../../providers/maps/index.js';
import type { TransferQuote, TransferQuoteRequest } from '../../providers/transfers/index.js';
import type { TransferLegRequest } from '../../views/transfer.view.js';
import { estimateDuration, resolvePlace } from './transfer-lookups.js';
import { quotesFailed } from './transfer-errors.js';

/** A leg with its places resolved and its distance known (when the matrix found a route). */
export interface ResolvedLeg {
  request: TransferLegRequest;
  origin: MapPlace;
  destination: MapPlace;
  durationInSeconds: number;
  distanceInMeters: number | null;
  quoteRequest: TransferQuoteRequest;
}

/**
 * Checks a leg with validateGroundTransferDetail (the rule the form uses: places complete and different, date inside
 * the stage's window, passengers within the limit, flight number, time, luggage); a 400 with `{stage}.{field}` keys.
 */
export async function resolveLeg(
  providers: Pick<Providers, 'places' | 'distances'>,
  leg: TransferLegRequest,
  rules: { windows: Record<GroundTransferStage, CalendarDateWindow>; travelersCount: number; currency: CurrencyCode },
): Promise<ResolvedLeg> {
  const origin = await resolvePlace(providers, leg.originPlaceId, `${leg.stage}.pickup`);
  const destination = await resolvePlace(providers, leg.destinationPlaceId, `${leg.stage}.dropOff`);
  const [pickupDate = '', pickupTime = ''] = leg.pickupDateTime.split('T');
  const errors = validateGroundTransferDetail(
    {
      pickup: { id: origin.id, label: origin.label, type: origin.type, value: origin.value },
      dropOff: { id: destination.id, label: destination.label, type: destination.type, value: destination.value },
      pickupDate,
      pickupTime,
      passengers: leg.passengers,
      flightNumber: leg.flightNumber,
      luggage: { hand: leg.carryOnLuggage, checked: leg.checkedLuggage },
    },
    { window: rules.windows[leg.stage], passengerLimit: rules.travelersCount },
  );
  const keys = Object.keys(errors);
  if (keys.length > 0)
    throw badRequest(
      errors[keys[0] as string] ?? 'Invalid travel details',
      Object.fromEntries(Object.entries(errors).map(([k, v]) => [`${leg.stage}.${k}`, v])),
    );
  // A failed matrix leaves the distance unknown: the provider still quotes (at its default distance).
  const estimate = await estimateDuration(providers, leg).catch((error: unknown) => {
    if (error instanceof AppError) return { durationInSeconds: null, distanceInMeters: null };
    throw error;
  });
  return {
    request: leg,
    origin,
    destination,
    durationInSeconds: estimate.durationInSeconds ?? 0,
    distanceInMeters: estimate.distanceInMeters,
    quoteRequest: {
      stage: leg.stage,
      originPlaceId: origin.id,
      destinationPlaceId: destination.id,
      pickupDateTime: leg.pickupDateTime.length === 16 ? `${leg.pickupDateTime}:00` : leg.pickupDateTime,
      passengers: leg.passengers,
      carryOnLuggage: leg.carryOnLuggage,
      checkedLuggage: leg.checkedLuggage,
      flightNumber: leg.flightNumber,
      distanceInMeters: estimate.distanceInMeters,
      currency: rules.currency,
    },
  };
}

/** The provider's vehicles for a resolved leg, cheapest first (GTF-062); a provider failure is a 502/504. */
export async function quoteLeg(providers: Pick<Providers, 'transfers'>, leg: ResolvedLeg): Promise<TransferQuote[]> {
  try {
    return sortGroundTransferQuotesByPrice(await providers.transfers.quotes(leg.quoteRequest));
  } catch (error) {
    throw quotesFailed(error);
  }
}
