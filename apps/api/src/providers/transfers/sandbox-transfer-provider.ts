// The sandbox transfer provider: several vehicles priced by distance and passengers, deterministic quote ids, and
// faults steered by the flight number so tests and demos can force them:
//
//   contains SLOW      quotes answer after `slowMs` (default 1.5 s)
//   contains FAIL<n>   the first n quote calls for that flight number and leg fail, later ones succeed (FAIL2)
//   contains FAILALL   every quote call fails (three failures leave the leg in error)
//   contains NOVEH     no vehicle is offered
//   contains BOOKFAIL  booking the journey fails (after payment: the API must refund)
import { createHash, randomUUID } from 'node:crypto';
import {
  type TransferJourney,
  type TransferProvider,
  TransferProviderError,
  type TransferQuote,
  type TransferQuoteRequest,
} from './transfer-provider.js';

/** The sandbox fleet: base fare and per-km rate in minor units, and how many it carries (passengers, bags). */
const FLEET = [
  { code: 'SDN', vehicleCategory: 'Standard sedan', maxPassengers: 3, maxBags: 3, base: 2_500, perKm: 110 },
  { code: 'PRM', vehicleCategory: 'Premium sedan', maxPassengers: 3, maxBags: 3, base: 4_500, perKm: 170 },
  { code: 'VAN', vehicleCategory: 'Minivan', maxPassengers: 7, maxBags: 8, base: 4_000, perKm: 140 },
  { code: 'BUS', vehicleCategory: 'Minibus', maxPassengers: 16, maxBags: 20, base: 9_000, perKm: 230 },
] as const;

/** DECIDE: 10 km when the distance is unknown, a typical airport-to-centre ride. */
const DEFAULT_DISTANCE_METERS = 10_000;
/** DECIDE: a slow sandbox answer takes 1.5 s: long enough to see the loading state, short enough for tests. */
export const SANDBOX_TRANSFER_SLOW_MS = 1_500;

export interface SandboxTransferProviderOptions {
  slowMs?: number;
}

export interface SandboxTransferProvider extends TransferProvider {
  /** Journeys booked and not cancelled, by code (tests read it). */
  readonly journeys: ReadonlyMap<string, { idempotencyKey: string; externalId: string }>;
  /** Every quote call made, with its outcome. */
  readonly quoteCalls: readonly { flightNumber: string; stage: string; outcome: 'ok' | 'failed' }[];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A quote id that is the same for the same request and vehicle, so a booking can be checked against a fresh quote. */
function quoteId(code: string, request: TransferQuoteRequest): string {
  const hash = createHash('sha256')
    .update(
      [
        code,
        request.stage,
        request.originPlaceId,
        request.destinationPlaceId,
        request.pickupDateTime,
        request.passengers,
        request.carryOnLuggage,
        request.checkedLuggage,
        request.currency,
      ].join('|'),
    )
    .digest('base64url')
    .slice(0, 12);
  return `${code}-${hash}`;
}

export function createSandboxTransferProvider(options: SandboxTransferProviderOptions = {}): SandboxTransferProvider {
  const slowMs = options.slowMs ?? SANDBOX_TRANSFER_SLOW_MS;
  const failures = new Map<string, number>();
  const journeys = new Map<string, { idempotencyKey: string; externalId: string }>();
  const byKey = new Map<string, TransferJourney>();
  const quoteCalls: { flightNumber: string; stage: string; outcome: 'ok' | 'failed' }[] = [];

  return {
    name: 'sandbox',
    journeys,
    quoteCalls,
    async quotes(request) {
      const flight = request.flightNumber.toUpperCase();
      if (flight.includes('SLOW')) await sleep(slowMs);
      const failFirst = /FAIL(\d+)/.exec(flight);
      const key = `${flight}|${request.stage}`;
      const failedSoFar = failures.get(key) ?? 0;
      if (flight.includes('FAILALL') || (failFirst && failedSoFar < Number(failFirst[1]))) {
        failures.set(key, failedSoFar + 1);
        quoteCalls.push({ flightNumber: request.flightNumber, stage: request.stage, outcome: 'failed' });
        throw new TransferProviderError('unavailable', 'The transfer provider is not answering. Please try again.');
      }
      quoteCalls.push({ flightNumber: request.flightNumber, stage: request.stage, outcome: 'ok' });
      if (flight.includes('NOVEH')) return [];
      const km = (request.distanceInMeters ?? DEFAULT_DISTANCE_METERS) / 1000;
      const bags = request.carryOnLuggage + request.checkedLuggage;
      return FLEET.filter((v) => v.maxPassengers >= request.passengers && v.maxBags >= bags).map(
        (v): TransferQuote => ({
          externalId: quoteId(v.code, request),
          vehicleCategory: v.vehicleCategory,
          maxPassengers: v.maxPassengers,
          price: Math.round((v.base + v.perKm * km) / 100) * 100,
          currency: request.currency,
        }),
      );
    },
    async book(request) {
      const earlier = byKey.get(request.idempotencyKey);
      if (earlier) return earlier;
      if (request.traveler.flightNumber.toUpperCase().includes('BOOKFAIL'))
        throw new TransferProviderError('rejected', 'The transfer provider could not book this journey.');
      const journey: TransferJourney = {
        code: `GT-${randomUUID().slice(0, 8).toUpperCase()}`,
        status: 'pending',
        transferCompany: { name: 'Caravan Sandbox Transfers', phoneNumber: '+1 555 0199' },
      };
      byKey.set(request.idempotencyKey, journey);
      journeys.set(journey.code, { idempotencyKey: request.idempotencyKey, externalId: request.externalId });
      return journey;
    },
    async cancel(code) {
      journeys.delete(code);
    },
  };
}
