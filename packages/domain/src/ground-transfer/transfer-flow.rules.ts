// Pure rules of the ground-transfer booking flow: tabs and navigation, overall status, totals, contact, add-ons (GTF).
import { formatInstant } from '../shared/dates.js';
import { add, type CurrencyCode, clampAtZero, isNegative, type Money, sum, zero } from '../shared/money.js';
import {
  GROUND_TRANSFER_ADD_ON_TYPE,
  GROUND_TRANSFER_ADD_ON_UNIT_QUANTITY,
  GROUND_TRANSFER_DEFAULT_TAB,
  GROUND_TRANSFER_FEATURE_FLAG,
  GROUND_TRANSFER_HOST_PAYMENT_TAB_LABEL,
  GROUND_TRANSFER_INSURANCE_REPRICE_ERROR_MESSAGE,
  GROUND_TRANSFER_PICKUP_TIME_FORMAT,
  GROUND_TRANSFER_STATE_NOT_READY_MESSAGE,
  GROUND_TRANSFER_TAB_LABELS,
  GROUND_TRANSFER_TAB_PATHS,
} from './ground-transfer.constants.js';
import {
  type GroundTransferAddOn,
  type GroundTransferContactState,
  type GroundTransferFlowState,
  type GroundTransferFlowStatus,
  type GroundTransferPaymentStatus,
  type GroundTransferTab,
  type GroundTransferTabStatus,
  groundTransferFlowStateSchema,
} from './transfer-flow.schema.js';

/** The flow state before anything is entered; reset_state returns here (GTF-051). */
export function initialGroundTransferFlowState(): GroundTransferFlowState {
  return groundTransferFlowStateSchema.parse({});
}

/** Thrown when the transfer state is used before trip and booking are in the store (GTF-027). */
export class GroundTransferStateNotReadyError extends Error {
  constructor() {
    super(GROUND_TRANSFER_STATE_NOT_READY_MESSAGE);
    this.name = 'GroundTransferStateNotReadyError';
  }
}

/** Asserts trip and booking are loaded before the transfer state is used; returns them non-null (GTF-027). */
export function assertGroundTransferStateReady<T, B>(store: {
  trip: T | null | undefined;
  booking: B | null | undefined;
}): {
  trip: T;
  booking: B;
} {
  if (store.trip === null || store.trip === undefined || store.booking === null || store.booking === undefined)
    throw new GroundTransferStateNotReadyError();
  return { trip: store.trip, booking: store.booking };
}

/** Whether the flow's prerequisites (itinerary, trip, booking, traveler) are present; otherwise go to the trip page (GTF-026). */
export function hasGroundTransferPrerequisites(loaded: {
  itinerary: unknown;
  trip: unknown;
  booking: unknown;
  traveler: unknown;
}): boolean {
  return [loaded.itinerary, loaded.trip, loaded.booking, loaded.traveler].every((v) => v !== null && v !== undefined);
}

/** Where the transfer page sends the user, or null to stay (GTF-007, GTF-009, GTF-023, GTF-026). */
export function groundTransferPageRedirect(ctx: {
  tripLoadFailed: boolean;
  /** The tab in the route; undefined at the flow root. */
  tab: GroundTransferTab | undefined;
  /** Whether itinerary, trip, booking and traveler are present (checked once loaded). */
  prerequisitesPresent: boolean;
}): { to: 'trips-list' } | { to: 'trip-page' } | { to: 'tab'; tab: GroundTransferTab } | null {
  if (ctx.tripLoadFailed) return { to: 'trips-list' };
  if (!ctx.prerequisitesPresent) return { to: 'trip-page' };
  if (ctx.tab === 'success') return { to: 'trip-page' };
  if (ctx.tab === undefined) return { to: 'tab', tab: GROUND_TRANSFER_DEFAULT_TAB };
  return null;
}

/** Whether the transfer page is ready to render (otherwise a spinner): user, trip and booking loaded (GTF-010). */
export function isGroundTransferPageReady(loaded: { user: unknown; trip: unknown; booking: unknown }): boolean {
  return [loaded.user, loaded.trip, loaded.booking].every((v) => v !== null && v !== undefined);
}

/** Whether the transfer product shows: its feature flag is on, defaulting to on when unset (GTF-011). */
export function isGroundTransferProductEnabled(flags: Readonly<Record<string, boolean | undefined>>): boolean {
  return flags[GROUND_TRANSFER_FEATURE_FLAG.key] ?? GROUND_TRANSFER_FEATURE_FLAG.defaultEnabled;
}

/** The travelers count of a booking: companions + 1 (GTF-013). */
export function groundTransferTravelersCount(companions: number | readonly unknown[] | null | undefined): number {
  const n = Array.isArray(companions) ? companions.length : typeof companions === 'number' ? companions : 0;
  return n + 1;
}

/** Whether transfers are free for this user: free for hosts, paid for travelers (GTF-014). */
export function isGroundTransferFreeFor(user: { isHostType: boolean }): boolean {
  return user.isHostType;
}

/** The price a user pays for a quote: 0 for hosts, the quote price for travelers (GTF-014). */
export function groundTransferPriceFor(user: { isHostType: boolean }, quotePrice: Money): Money {
  return isGroundTransferFreeFor(user) ? zero() : quotePrice;
}

/** Whether a host's free transfers show: only once the itinerary is approved; travelers always see theirs (GTF-015). */
export function areHostGroundTransfersVisible(user: { isHostType: boolean }, itineraryApproved: boolean): boolean {
  return !user.isHostType || itineraryApproved;
}

/**
 * Whether the flow opens to read only: a host-type user without the traveler role (a co-host) may fill the travel
 * detail, but the vehicle tab stays closed to them (GTF-019) and booking is refused to their secondary role (GTR-015),
 * so their invalid tabs lead back to the flow, not away from it (GTF-024). Anyone else the rule refuses sees the reason.
 */
export function isGroundTransferReadOnly(user: { isHostType: boolean; hasTravelerRole: boolean }): boolean {
  return user.isHostType && !user.hasTravelerRole;
}

/** Whether price totals show in the flow: never for host-type users (GTF-016). */
export function showsGroundTransferPriceTotals(user: { isHostType: boolean }): boolean {
  return !user.isHostType;
}

/** What tab enablement looks at. */
export interface GroundTransferTabContext {
  tabs: { travelDetail: GroundTransferTabStatus; vehicle: GroundTransferTabStatus; contact: GroundTransferTabStatus };
  hasTravelerRole: boolean;
  status: GroundTransferFlowStatus;
}

/** The flow succeeded: the transfers are saved (overall status complete). */
function isGroundTransferFlowSuccessful(status: GroundTransferFlowStatus): boolean {
  return status === 'complete';
}

/** Whether a tab is enabled (GTF-018..022). */
export function isGroundTransferTabEnabled(tab: GroundTransferTab, ctx: GroundTransferTabContext): boolean {
  switch (tab) {
    case 'travel_detail':
      return true;
    case 'vehicle':
      return ctx.tabs.travelDetail === 'complete' && ctx.hasTravelerRole;
    case 'contact':
      return ctx.tabs.vehicle === 'complete';
    case 'payment':
      return ctx.tabs.contact === 'complete' && ctx.hasTravelerRole;
    case 'success':
      return isGroundTransferFlowSuccessful(ctx.status);
  }
}

/** The path of a tab under /transfer/{tripId} (GTF-001). */
export function groundTransferTabPath(tripId: string, tab?: GroundTransferTab): string {
  return `/transfer/${encodeURIComponent(tripId)}${tab ? GROUND_TRANSFER_TAB_PATHS[tab] : ''}`;
}

/** The segment under a traveler trip path where the Transfer product page lives (GTF-006). */
const GROUND_TRANSFER_PRODUCT_SEGMENT = 'transfer';

/** A tab's path on the Transfer product page inside the traveler app: {tripPath}/transfer/… (GTF-006). */
export function groundTransferProductTabPath(tripBasePath: string, tab?: GroundTransferTab): string {
  return `${tripBasePath.replace(/\/+$/, '')}/${GROUND_TRANSFER_PRODUCT_SEGMENT}${tab ? GROUND_TRANSFER_TAB_PATHS[tab] : ''}`;
}

/** Whether a path is the Transfer product page (any tab) inside a traveler trip: its navigation is hidden (GTF-006). */
export function isGroundTransferProductPath(path: string): boolean {
  return new RegExp(`/trips/[^/]+/${GROUND_TRANSFER_PRODUCT_SEGMENT}(?:/[^/]*)?/?$`).test(path);
}

/** A tab's label: the payment tab reads 'Booking' for hosts (GTF-003). */
export function groundTransferTabLabel(tab: GroundTransferTab, user: { isHostType: boolean }): string {
  return tab === 'payment' && user.isHostType
    ? GROUND_TRANSFER_HOST_PAYMENT_TAB_LABEL
    : GROUND_TRANSFER_TAB_LABELS[tab];
}

/**
 * Where an invalid tab sends the user: a host-type user without the traveler role to the flow root, or to the
 * current tab when travel detail is complete; anyone else to the trip's root (GTF-024, GTF-025).
 */
export function groundTransferInvalidTabRedirect(ctx: {
  isHostType: boolean;
  hasTravelerRole: boolean;
  travelDetailComplete: boolean;
  currentTab: GroundTransferTab;
}): { to: 'flow-root' } | { to: 'current-tab'; tab: GroundTransferTab } | { to: 'trip-root' } {
  if (ctx.isHostType && !ctx.hasTravelerRole)
    return ctx.travelDetailComplete ? { to: 'current-tab', tab: ctx.currentTab } : { to: 'flow-root' };
  return { to: 'trip-root' };
}

/** The contact defaults from the profile: firstName, lastName, email and phoneNumber (GTF-029). */
export function groundTransferContactDefaults(
  profile:
    | { firstName?: string | null; lastName?: string | null; email?: string | null; phoneNumber?: string | null }
    | null
    | undefined,
): GroundTransferContactState {
  return {
    firstName: profile?.firstName ?? '',
    lastName: profile?.lastName ?? '',
    email: profile?.email ?? '',
    phone: profile?.phoneNumber ?? '',
    termsAndConditions: false,
  };
}

/** The ids to keep as success.bookedGroundTransferIds: each booked transfer's _id (GTF-030). */
export function bookedGroundTransferIds(transfers: readonly { _id: string }[]): string[] {
  return transfers.map((t) => t._id);
}

/** A new ground-transfer add-on: a generated short id, the customer's _id, quantity 1, not deleted (GTF-031..034). */
export function createGroundTransferAddOn(
  input: { customerId: string; unitPriceWithFee: number; groundTransferId?: string | undefined },
  generateShortId: () => string,
): GroundTransferAddOn {
  return {
    addOnId: generateShortId(),
    user: input.customerId,
    type: GROUND_TRANSFER_ADD_ON_TYPE,
    ...(input.groundTransferId !== undefined ? { groundTransfer: input.groundTransferId } : {}),
    quantity: GROUND_TRANSFER_ADD_ON_UNIT_QUANTITY,
    unitPriceWithFee: input.unitPriceWithFee,
    deleted: false,
  };
}

/** Removing a ground-transfer add-on keeps it, marked deleted (GTF-035). */
export function removeGroundTransferAddOn<A extends { deleted: boolean }>(addOn: A): A {
  return { ...addOn, deleted: true };
}

/** The flow total: arrival + departure + insurance adjustment + any negative discount, never below 0 (GTF-093, GTF-094). */
export function groundTransferPriceTotal(
  parts: {
    arrival?: Money | null | undefined;
    departure?: Money | null | undefined;
    insuranceAdjustment?: Money | null | undefined;
    discount?: Money | null | undefined;
  },
  currency: CurrencyCode = 'USD',
): Money {
  const items: Money[] = [];
  for (const m of [parts.arrival, parts.departure, parts.insuranceAdjustment]) if (m) items.push(m);
  let total = sum(items, currency);
  if (parts.discount && isNegative(parts.discount)) total = add(total, parts.discount);
  return clampAtZero(total);
}

/** The events whose outcome decides the flow's overall status (GTF-036..051). */
export type GroundTransferFlowOutcome =
  | { type: 'detail-set' }
  | { type: 'save-started' }
  | { type: 'save-succeeded' }
  | { type: 'save-failed'; message: string }
  | { type: 'reprice-started' }
  | { type: 'reprice-succeeded'; adjustment: number; repricedAddOn: unknown }
  | { type: 'reprice-failed' }
  | { type: 'cancel-started' }
  | { type: 'cancel-succeeded' }
  | { type: 'cancel-failed'; message: string }
  | { type: 'update-started' }
  | { type: 'update-succeeded' }
  | { type: 'update-failed'; message: string }
  | { type: 'payment-status'; status: GroundTransferPaymentStatus; message?: string }
  | { type: 'reset' };

/** The flow state after an outcome: overall status, error, payment and insurance as the spec derives them (GTF-036..051). */
export function groundTransferFlowAfter(
  state: GroundTransferFlowState,
  outcome: GroundTransferFlowOutcome,
): GroundTransferFlowState {
  const withMeta = (meta: Partial<GroundTransferFlowState['metadata']>): GroundTransferFlowState => ({
    ...state,
    metadata: { ...state.metadata, ...meta },
  });
  const withInsurance = (
    insurance: Partial<GroundTransferFlowState['payment']['insurance']>,
    meta: Partial<GroundTransferFlowState['metadata']>,
  ): GroundTransferFlowState => ({
    ...state,
    payment: { ...state.payment, insurance: { ...state.payment.insurance, ...insurance } },
    metadata: { ...state.metadata, ...meta },
  });
  switch (outcome.type) {
    case 'detail-set':
      return withMeta({ status: 'in-progress' });
    case 'save-started':
      return withMeta({ status: 'saving', error: null });
    case 'save-succeeded':
      return withMeta({ status: 'complete' });
    case 'save-failed':
      return {
        ...state,
        payment: { ...state.payment, status: 'idle' },
        metadata: { ...state.metadata, status: 'error', error: { type: 'booking', message: outcome.message } },
      };
    case 'reprice-started':
      return withMeta({ status: 'repricing-insurance' });
    case 'reprice-succeeded':
      return withInsurance(
        { status: 'repriced', adjustment: outcome.adjustment, repricedAddOn: outcome.repricedAddOn },
        { status: 'in-progress' },
      );
    case 'reprice-failed':
      return withInsurance(
        { status: 'empty', adjustment: 0, repricedAddOn: null },
        {
          status: 'error',
          error: { type: 'insurance-repricing', message: GROUND_TRANSFER_INSURANCE_REPRICE_ERROR_MESSAGE },
        },
      );
    case 'cancel-started':
      return withMeta({ status: 'cancelling', error: null });
    case 'cancel-succeeded':
      return withMeta({ status: 'cancelled' });
    case 'cancel-failed':
      return withMeta({ status: 'error', error: { type: 'cancel', message: outcome.message } });
    case 'update-started':
      return withMeta({ status: 'updating', error: null });
    case 'update-succeeded':
      return withMeta({ status: 'updated' });
    case 'update-failed':
      return withMeta({ status: 'error', error: { type: 'update', message: outcome.message } });
    case 'payment-status': {
      const payment = { ...state.payment, status: outcome.status };
      if (outcome.status === 'payment_error')
        return {
          ...state,
          payment,
          metadata: { ...state.metadata, status: 'error', error: { type: 'payment', message: outcome.message ?? '' } },
        };
      if (outcome.status === 'in-progress')
        return { ...state, payment, metadata: { ...state.metadata, status: 'in-progress' } };
      if (outcome.status === 'payment_successful')
        return {
          ...state,
          payment,
          metadata: { ...state.metadata, tabs: { ...state.metadata.tabs, payment: { status: 'complete' } } },
        };
      return { ...state, payment };
    }
    case 'reset':
      return initialGroundTransferFlowState();
  }
}

/** The sidebar's summary of the arriving and departing transfers (GTF-004). */
export function groundTransferSidebarSummary(state: Pick<GroundTransferFlowState, 'arrival' | 'departure'>): {
  arriving: { from: string; to: string; pickupDateTime: string | null; vehicleCategory: string | null } | null;
  departing: { from: string; to: string; pickupDateTime: string | null; vehicleCategory: string | null } | null;
} {
  const summarise = (leg: GroundTransferFlowState['arrival']) =>
    leg.detail.pickup || leg.detail.dropOff
      ? {
          from: leg.detail.pickup?.label ?? '',
          to: leg.detail.dropOff?.label ?? '',
          pickupDateTime: leg.detail.pickupDateTime,
          vehicleCategory: leg.selectedQuote?.vehicleCategory ?? null,
        }
      : null;
  return { arriving: summarise(state.arrival), departing: summarise(state.departure) };
}

/** A pickup time for display in the flow, MM/dd/yyyy, hh:mm a in the given zone (GTF-096). */
export function formatGroundTransferPickupTime(instant: Date, timeZone = 'UTC'): string {
  return formatInstant(instant, GROUND_TRANSFER_PICKUP_TIME_FORMAT, timeZone);
}
