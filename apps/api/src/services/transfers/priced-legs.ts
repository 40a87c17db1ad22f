// A transfer request's legs priced by the provider (never the client), its contact checked by the domain rule, and the
// row each booked leg records: shared by the traveler's paid booking and the host's free one.
import { validateGroundTransferContact } from '@caravan/domain';
import { AppError, badRequest } from '../../errors/app-error.js';
import type { Providers } from '../../providers/index.js';
import type { TransferJourney } from '../../providers/transfers/index.js';
import type { CreateTransfersRequest } from '../../views/transfer-booking.view.js';
import { TRANSFER_ERROR_CODES } from './transfer-errors.js';
import { type ResolvedLeg, quoteLeg, resolveLeg } from './transfer-legs.js';

export interface PricedLeg extends ResolvedLeg {
  externalId: string;
  vehicleCategory: string;
  price: number;
}

/** Every leg resolved and re-quoted: the price is the provider's, never the client's (409 when the vehicle is gone). */
export async function priceLegs(
  providers: Providers,
  legs: CreateTransfersRequest['legs'],
  rules: Parameters<typeof resolveLeg>[2],
): Promise<PricedLeg[]> {
  if (new Set(legs.map((l) => l.stage)).size !== legs.length)
    throw badRequest('Each leg (arrival, departure) may be booked once per request.', { legs: 'Duplicate stage' });
  const priced: PricedLeg[] = [];
  for (const { quoteExternalId, ...leg } of legs) {
    const resolved = await resolveLeg(providers, leg, rules);
    const quote = (await quoteLeg(providers, resolved)).find((q) => q.externalId === quoteExternalId);
    if (!quote)
      throw new AppError(
        409,
        TRANSFER_ERROR_CODES.quoteUnavailable,
        'The chosen vehicle is no longer offered for these travel details. Please choose a vehicle again.',
        { [`${leg.stage}.selectedQuote`]: 'No longer offered' },
      );
    priced.push({
      ...resolved,
      externalId: quote.externalId,
      vehicleCategory: quote.vehicleCategory,
      price: quote.price,
    });
  }
  return priced;
}

/** The contact section by the domain rule (GTF-071..075): a 400 naming each field as `contact.{field}`. */
export function assertTransferContact(contact: CreateTransfersRequest['contact']): void {
  const contactErrors = validateGroundTransferContact(contact);
  const firstError = Object.values(contactErrors)[0];
  if (firstError)
    throw badRequest(
      firstError,
      Object.fromEntries(Object.entries(contactErrors).map(([k, v]) => [`contact.${k}`, v])),
    );
}

/** The transfer as the provider's journey and our row record it: the places, pickup, vehicle, luggage and traveler. */
export function transferRowOf(
  leg: PricedLeg,
  journey: TransferJourney | undefined,
  contact: CreateTransfersRequest['contact'],
) {
  return {
    code: journey?.code ?? '',
    stage: leg.request.stage,
    status: 'pending',
    providerStatus: journey?.status ?? 'pending',
    origin: { placeId: leg.origin.id, establishment: leg.origin.label, formattedAddress: leg.origin.value },
    destination: {
      placeId: leg.destination.id,
      establishment: leg.destination.label,
      formattedAddress: leg.destination.value,
    },
    pickupLocalTime: leg.quoteRequest.pickupDateTime,
    pickupTimeZone: leg.origin.timeZone,
    vehicleCategory: leg.vehicleCategory,
    price: leg.price,
    passengers: leg.request.passengers,
    carryOnLuggage: leg.request.carryOnLuggage,
    checkedLuggage: leg.request.checkedLuggage,
    traveler: {
      firstName: contact.firstName.trim(),
      lastName: contact.lastName.trim(),
      email: contact.email.trim(),
      phone: contact.phone.trim(),
      flightNumber: leg.request.flightNumber,
    },
    transferCompany: journey?.transferCompany ?? null,
    durationInSeconds: leg.durationInSeconds,
    distanceInMeters: leg.distanceInMeters,
  };
}

/**
 * Books each leg with the provider, in order, into `journeys` (the caller's list, so a failure part-way still knows what
 * to cancel); `keyOf` names each leg's provider idempotency key.
 */
export async function bookJourneys(
  providers: Pick<Providers, 'transfers'>,
  legs: readonly PricedLeg[],
  contact: CreateTransfersRequest['contact'],
  keyOf: (stage: PricedLeg['request']['stage']) => string,
  journeys: TransferJourney[],
): Promise<void> {
  for (const leg of legs)
    journeys.push(
      await providers.transfers.book({
        quote: leg.quoteRequest,
        externalId: leg.externalId,
        traveler: { ...contact, flightNumber: leg.request.flightNumber },
        idempotencyKey: keyOf(leg.request.stage),
      }),
    );
}
