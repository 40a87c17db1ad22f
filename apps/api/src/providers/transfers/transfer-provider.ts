// The transfer-provider port: vehicle quotes for one leg, booking a journey, cancelling it; and its errors.
import type { CurrencyCode, GroundTransferStage } from '@caravan/domain';

/** What a quote (and a booking) is for: one leg's trip, as the quotes call takes it (OAP-007). */
export interface TransferQuoteRequest {
  stage: GroundTransferStage;
  originPlaceId: string;
  destinationPlaceId: string;
  /** Local date-time at the pickup, without zone: YYYY-MM-DDTHH:mm:ss. */
  pickupDateTime: string;
  passengers: number;
  carryOnLuggage: number;
  checkedLuggage: number;
  flightNumber: string;
  /** Road distance, from the distance matrix, when known. */
  distanceInMeters: number | null;
  currency: CurrencyCode;
}

/** A vehicle offered for the leg; price in integer minor units of `currency`. */
export interface TransferQuote {
  externalId: string;
  vehicleCategory: string;
  maxPassengers: number;
  price: number;
  currency: CurrencyCode;
}

/** A journey booked with the provider. */
export interface TransferJourney {
  code: string;
  status: 'pending';
  transferCompany: { name: string; phoneNumber: string };
}

export interface TransferBookingRequest {
  quote: TransferQuoteRequest;
  externalId: string;
  traveler: { firstName: string; lastName: string; email: string; phone: string; flightNumber: string };
  /** The provider books once per key: the same key answers the same journey. */
  idempotencyKey: string;
}

/** A ground-transfer provider. Adapters: the sandbox (default); a real one by configuration. */
export interface TransferProvider {
  readonly name: string;
  /** The vehicles on offer for the leg (maybe none); throws TransferProviderError when the call fails. */
  quotes(request: TransferQuoteRequest): Promise<TransferQuote[]>;
  /** Books the quoted vehicle; throws TransferProviderError when it does not succeed. */
  book(request: TransferBookingRequest): Promise<TransferJourney>;
  /** Cancels a booked journey (used to undo a booking whose payment or record failed). */
  cancel(code: string): Promise<void>;
}

export type TransferProviderErrorKind = 'unavailable' | 'timeout' | 'rejected';

/** A provider call that did not succeed; `message` is safe to show. */
export class TransferProviderError extends Error {
  constructor(
    readonly kind: TransferProviderErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'TransferProviderError';
  }
}
