// Booking insurance: reprice quotes for an edited booking, repricing on update, and cancelling a policy.
import {
  type AddOn,
  type CancelInsurancePolicyResponse,
  type CurrencyCode,
  INSURANCE_MESSAGES,
  type RepriceQuotesRequest,
  type RepriceQuotesResponse,
  TRAVELER_BOOKING_ERROR_CODES,
  currencyCodeSchema,
  insuranceAdjustment,
  isInsurancePolicyCancellable,
  insuredTravelAmount,
  repriceQuotesRequestSchema,
} from '@caravan/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { addOns, bookingTravelers, bookings, insurancePolicies } from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors/app-error.js';
import { type InsuranceProvider, InsuranceProviderError } from '../../providers/insurance/index.js';
import {
  type AddOnRow,
  type BookingRow,
  type Exec,
  type Viewer,
  accessBooking,
  isHeldRow,
  lineOf,
  toAddOn,
  toPolicy,
  travelerBookingView,
} from './booking-records.js';
import { nextAddOnStatus } from '@caravan/machines';
import { logMoneyMove, MONEY_TIMELINE_EVENTS } from '../timeline/write-timeline.js';

const providerUnavailable = (message: string = INSURANCE_MESSAGES.repriceFailed) =>
  new AppError(502, TRAVELER_BOOKING_ERROR_CODES.insuranceProviderUnavailable, message);

/** Held insurance-plan add-ons (not deleted, CONFIRMED or PENDING_ADDITION). */
export const heldInsurance = (rows: readonly AddOnRow[]) =>
  rows.filter((a) => a.type === 'insurance-plan' && isHeldRow(a));

/**
 * What an edit does to the held insurance: the provider is asked (it may be down, INS-017/018), and the adjustment is
 * the domain's premium rule applied to the change in the insured amount (insuranceAdjustment), so the premium moves in
 * proportion to the change whatever the policy was first sold at; the first held add-on carries it.
 */
async function quoteFor(
  provider: InsuranceProvider,
  input: {
    insuredBefore: number;
    insuredAfter: number;
    travelersBefore: number;
    travelersAfter: number;
    currency: CurrencyCode;
    held: readonly AddOn[];
  },
): Promise<RepriceQuotesResponse> {
  if (input.held.length === 0) return { insuranceChange: 0, repricedAddOns: [] };
  await provider.quote({
    travelAmountMinor: input.insuredAfter,
    travelers: input.travelersAfter,
    currency: input.currency,
  });
  const { adjustment } = insuranceAdjustment(input);
  const priceOf = (a: AddOn) => a.price ?? a.unitPriceWithFee * a.quantity;
  const repricedAddOns = input.held.map((a, i) => {
    // A premium never goes below nothing: a removal larger than the policy leaves it free.
    const price = Math.max(0, priceOf(a) + (i === 0 ? adjustment : 0));
    return { ...a, quantity: 1, unitPriceWithFee: price, price };
  });
  const insuranceChange = repricedAddOns.reduce((s, a, i) => s + a.price - priceOf(input.held[i] as AddOn), 0);
  return { insuranceChange, repricedAddOns };
}

/** Travelers on a booking besides its customer, as stored. */
async function storedCompanions(exec: Exec, bookingId: string): Promise<number> {
  const [{ travelers } = { travelers: 0 }] = await exec
    .select({ travelers: sql<number>`count(*)::int` })
    .from(bookingTravelers)
    .where(eq(bookingTravelers.bookingId, bookingId));
  return travelers;
}

/**
 * POST /api/me/bookings/{id}/reprice-quotes (TAP-013, TAP-016): what the booking's insurance costs as edited.
 * Nothing is stored. A provider failure answers 502 with 'We encountered an issue while connecting to our insurance provider.'.
 */
export async function repriceQuotes(
  db: Db,
  provider: InsuranceProvider,
  input: { viewer: Viewer | null; bookingId: string; request: RepriceQuotesRequest; now: Date },
): Promise<RepriceQuotesResponse> {
  const request = repriceQuotesRequestSchema.parse(input.request);
  const booking = input.viewer
    ? (await accessBooking(db, input.viewer, input.bookingId)).booking
    : await adminBooking(db, input.bookingId);
  const rows = await db.select().from(addOns).where(eq(addOns.bookingId, booking.id));
  const held = heldInsurance(rows).map(toAddOn);
  try {
    // The insured amount: the trip price plus the add-ons held, insurance aside; before as stored, after as edited.
    return await quoteFor(provider, {
      insuredBefore: insuredTravelAmount(booking.travelAmount, rows.map(toAddOn)),
      insuredAfter: insuredTravelAmount(request.travelAmount, request.addOns),
      travelersBefore: 1 + (await storedCompanions(db, booking.id)),
      travelersAfter: 1 + request.additionalParticipants.length,
      currency: currencyCodeSchema.parse(booking.currency),
      held,
    });
  } catch (error) {
    if (error instanceof InsuranceProviderError) throw providerUnavailable(error.message);
    throw error;
  }
}

async function adminBooking(db: Db, bookingId: string): Promise<BookingRow> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId)).limit(1);
  if (!booking) throw notFound('Booking not found.');
  return booking;
}

/** A reprice of a booking's held insurance, quoted and not yet stored: its held rows and the provider's answer. */
export interface HeldInsuranceQuote {
  held: AddOnRow[];
  result: RepriceQuotesResponse;
}

/** What a held-insurance reprice prices: the booking, its add-on rows, and the insured amount before and after. */
export interface HeldInsuranceInput {
  booking: BookingRow;
  addOnRows: readonly AddOnRow[];
  /** The insured amount after the change (INS-015). */
  travelAmount: number;
  /** The insured amount before it; by default the one `addOnRows` hold. */
  insuredBefore?: number;
}

/**
 * Quotes the held insurance of a booking for the change from `insuredBefore` to `travelAmount` (the insured amounts,
 * INS-015) without storing anything. A provider failure answers null (INS-017: adjustment 0, nothing repriced) so the
 * caller's change goes on.
 */
export async function quoteHeldInsurance(
  exec: Exec,
  provider: InsuranceProvider,
  input: HeldInsuranceInput,
): Promise<HeldInsuranceQuote | null> {
  const held = heldInsurance(input.addOnRows);
  if (held.length === 0) return null;
  const travelers = 1 + (await storedCompanions(exec, input.booking.id));
  try {
    const result = await quoteFor(provider, {
      insuredBefore:
        input.insuredBefore ?? insuredTravelAmount(input.booking.travelAmount, input.addOnRows.map(toAddOn)),
      insuredAfter: input.travelAmount,
      travelersBefore: travelers,
      travelersAfter: travelers,
      currency: currencyCodeSchema.parse(input.booking.currency),
      held: held.map(toAddOn),
    });
    return { held, result };
  } catch (error) {
    if (error instanceof InsuranceProviderError) return null;
    throw error;
  }
}

/** Stores a quoted reprice: each held insurance add-on's new price, its policy's premium; returns the adjustment. */
export async function storeHeldInsuranceQuote(
  tx: Exec,
  bookingId: string,
  quote: HeldInsuranceQuote | null,
): Promise<number> {
  if (!quote || quote.result.insuranceChange === 0) return 0;
  for (const repriced of quote.result.repricedAddOns) {
    const before = quote.held.find((h) => h.id === repriced.addOnId);
    if (!before || lineOf(before) === repriced.price) continue;
    await tx
      .update(addOns)
      .set({ unitPriceWithFee: repriced.unitPriceWithFee, price: repriced.price ?? null, quantity: 1 })
      .where(eq(addOns.id, repriced.addOnId));
    await tx
      .update(insurancePolicies)
      .set({
        premium: repriced.price ?? repriced.unitPriceWithFee,
        status: sql`case when ${insurancePolicies.status} = 'confirmed' then 'modification-pending' else ${insurancePolicies.status} end`,
      })
      .where(and(eq(insurancePolicies.addOnId, repriced.addOnId), eq(insurancePolicies.bookingId, bookingId)));
  }
  return quote.result.insuranceChange;
}

/**
 * Reprices the held insurance of a booking inside an update (INS-015) and stores the new premium; returns the
 * adjustment. A provider failure gives adjustment 0 and nothing repriced (INS-017): the update goes on.
 */
export async function repriceHeldInsurance(
  tx: Exec,
  provider: InsuranceProvider,
  input: HeldInsuranceInput,
): Promise<number> {
  return storeHeldInsuranceQuote(tx, input.booking.id, await quoteHeldInsurance(tx, provider, input));
}

/**
 * POST /api/me/bookings/{id}/insurance/{policyId}/cancel (TAP-014): cancels a policy the traveler may cancel now
 * (INS-008) with the provider; its premium becomes credit on the booking and its add-on is kept, marked deleted.
 */
export async function cancelInsurancePolicy(
  db: Db,
  provider: InsuranceProvider,
  input: { viewer: Viewer; bookingId: string; policyId: string; now: Date },
): Promise<CancelInsurancePolicyResponse> {
  const { access, policy } = await db.transaction(async (tx) => {
    const access = await accessBooking(tx, input.viewer, input.bookingId, { lock: true });
    const [row] = await tx
      .select()
      .from(insurancePolicies)
      .where(and(eq(insurancePolicies.id, input.policyId), eq(insurancePolicies.bookingId, access.booking.id)))
      .limit(1);
    if (!row) throw notFound('Insurance policy not found.');
    const view = toPolicy(row, access.travelerType, input.now);
    if (!isInsurancePolicyCancellable({ travelerType: access.travelerType, policy: view }, input.now))
      throw new AppError(
        409,
        TRAVELER_BOOKING_ERROR_CODES.insuranceNotCancellable,
        'This policy can no longer be cancelled here. Please contact support.',
      );
    try {
      await provider.cancel({ policyNumber: row.policyNumber ?? row.id, createdDate: row.createdAt, now: input.now });
    } catch (error) {
      if (error instanceof InsuranceProviderError)
        throw error.kind === 'not-cancellable'
          ? new AppError(409, TRAVELER_BOOKING_ERROR_CODES.insuranceNotCancellable, INSURANCE_MESSAGES.cancelFailed)
          : providerUnavailable(INSURANCE_MESSAGES.cancelFailed);
      throw error;
    }
    const [updated] = await tx
      .update(insurancePolicies)
      .set({ status: 'cancelled' })
      .where(eq(insurancePolicies.id, row.id))
      .returning();
    let credit = 0;
    if (row.addOnId) {
      const [addOn] = await tx
        .update(addOns)
        .set({ deleted: true, status: nextAddOnStatus('CONFIRMED', { type: 'addOn.cancel' }) })
        .where(and(eq(addOns.id, row.addOnId), eq(addOns.deleted, false)))
        .returning();
      if (addOn) credit = lineOf(addOn);
    }
    if (credit > 0) {
      await tx
        .update(bookings)
        .set({ dueAmount: sql`${bookings.dueAmount} - ${credit}`, updatedAt: input.now })
        .where(eq(bookings.id, access.booking.id));
      // The policy's price leaves the booking: one change entry, its amount negative (MKT-041).
      await logMoneyMove(tx, {
        bookingId: access.booking.id,
        event: MONEY_TIMELINE_EVENTS.change,
        amount: -credit,
        currency: access.booking.currency,
        actorId: input.viewer.id,
        at: input.now,
        status: access.booking.status,
      });
    }
    return { access, policy: updated ?? row };
  });
  const fresh = await accessBooking(db, input.viewer, access.booking.id);
  return {
    policy: toPolicy(policy, access.travelerType, input.now),
    booking: await travelerBookingView(db, fresh, input.viewer.id, input.now),
  };
}
