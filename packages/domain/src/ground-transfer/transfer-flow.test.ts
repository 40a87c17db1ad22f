// Tests of the ground-transfer booking flow: state shape, tabs and navigation, overall status, totals, add-ons.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, minorUnits, money } from '../shared/money.js';
import {
  GROUND_TRANSFER_AUTO_SAVE_INTERVAL_MS,
  GROUND_TRANSFER_FLOW_STATUSES,
  GROUND_TRANSFER_TAB_STATUSES,
  GROUND_TRANSFER_TABS,
} from './ground-transfer.constants.js';
import {
  areHostGroundTransfersVisible,
  isGroundTransferReadOnly,
  groundTransferProductTabPath,
  isGroundTransferProductPath,
  assertGroundTransferStateReady,
  bookedGroundTransferIds,
  createGroundTransferAddOn,
  formatGroundTransferPickupTime,
  type GroundTransferFlowOutcome,
  type GroundTransferTabContext,
  GroundTransferStateNotReadyError,
  groundTransferContactDefaults,
  groundTransferFlowAfter,
  groundTransferInvalidTabRedirect,
  groundTransferPageRedirect,
  groundTransferPriceFor,
  groundTransferPriceTotal,
  groundTransferSidebarSummary,
  groundTransferTabLabel,
  groundTransferTabPath,
  groundTransferTravelersCount,
  hasGroundTransferPrerequisites,
  initialGroundTransferFlowState,
  isGroundTransferFreeFor,
  isGroundTransferPageReady,
  isGroundTransferProductEnabled,
  isGroundTransferTabEnabled,
  removeGroundTransferAddOn,
  showsGroundTransferPriceTotals,
} from './transfer-flow.rules.js';
import {
  groundTransferAddOnSchema,
  groundTransferFlowStateSchema,
  groundTransferFlowStatusSchema,
  groundTransferInsuranceStatusSchema,
  groundTransferTabSchema,
  groundTransferTabStatusSchema,
} from './transfer-flow.schema.js';

const host = { isHostType: true };
const traveler = { isHostType: false };

describe('flow state', () => {
  it('[GTF-028] parses the whole flow state shape with its defaults', () => {
    const s = initialGroundTransferFlowState();
    expect(s.arrival).toEqual({
      detail: {
        pickup: null,
        dropOff: null,
        pickupDate: null,
        pickupTime: null,
        pickupDateTime: null,
        passengers: null,
        flightNumber: '',
        luggage: null,
      },
      quotes: [],
      selectedQuote: null,
      estimatedDuration: null,
      quotesMetadata: { status: 'empty', apiErrorCount: 0, apiSuccessCount: 0 },
      metadata: { status: 'missing-travel-details' },
    });
    expect(s.departure).toEqual(s.arrival);
    expect(s.contact).toEqual({ firstName: '', lastName: '', email: '', phone: '', termsAndConditions: false });
    expect(s.payment).toEqual({
      status: 'idle',
      total: 0,
      availableCredit: 0,
      insurance: { adjustment: 0, repricedAddOn: null, status: 'empty' },
    });
    expect(s.success).toEqual({ bookedGroundTransferIds: [] });
    expect(s.metadata).toEqual({
      status: 'started',
      error: null,
      tabs: {
        travelDetail: { status: 'incomplete' },
        vehicle: { status: 'incomplete' },
        contact: { status: 'incomplete' },
        payment: { status: 'incomplete' },
      },
    });
    const parsed = groundTransferFlowStateSchema.parse({
      arrival: {
        detail: {
          pickup: { id: 'ChIJ1', label: 'LIS', type: 'airport', value: 'ChIJ1', description: 'Lisbon Airport' },
        },
        selectedQuote: { price: 4200, vehicleCategory: 'Sedan', externalId: 'x1' },
      },
      metadata: { status: 'IN_PROGRESS', error: { type: 'booking', message: 'nope' } },
    });
    expect(parsed.arrival.detail.pickup?.description).toBe('Lisbon Airport');
    expect(parsed.arrival.selectedQuote).toEqual({
      price: 4200,
      currency: 'USD',
      vehicleCategory: 'Sedan',
      externalId: 'x1',
    });
    expect(parsed.metadata.status).toBe('in-progress');
  });

  it('[GTF-027] using the transfer state without trip and booking throws', () => {
    expect(() => assertGroundTransferStateReady({ trip: null, booking: { id: 'b' } })).toThrow(
      'Trip and booking must already be in the store',
    );
    expect(() => assertGroundTransferStateReady({ trip: { id: 't' }, booking: undefined })).toThrow(
      GroundTransferStateNotReadyError,
    );
    expect(() => assertGroundTransferStateReady({ trip: undefined, booking: { id: 'b' } })).toThrow(
      GroundTransferStateNotReadyError,
    );
    expect(() => assertGroundTransferStateReady({ trip: { id: 't' }, booking: null })).toThrow(
      GroundTransferStateNotReadyError,
    );
    const error = new GroundTransferStateNotReadyError();
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('GroundTransferStateNotReadyError');
    // Falsy values that are loaded still count as loaded.
    expect(assertGroundTransferStateReady({ trip: 0, booking: '' })).toEqual({ trip: 0, booking: '' });
    expect(assertGroundTransferStateReady({ trip: { id: 't' }, booking: { id: 'b' } })).toEqual({
      trip: { id: 't' },
      booking: { id: 'b' },
    });
  });

  it('[GTF-029] contact defaults come from the profile firstName, lastName, email and phoneNumber', () => {
    expect(
      groundTransferContactDefaults({
        firstName: 'Ana',
        lastName: 'Silva',
        email: 'ana@example.com',
        phoneNumber: '+351912',
      }),
    ).toEqual({
      firstName: 'Ana',
      lastName: 'Silva',
      email: 'ana@example.com',
      phone: '+351912',
      termsAndConditions: false,
    });
    expect(groundTransferContactDefaults(null)).toEqual({
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      termsAndConditions: false,
    });
  });

  it('[GTF-030] success.bookedGroundTransferIds holds the _id of each booked transfer', () => {
    expect(bookedGroundTransferIds([{ _id: 'gt1' }, { _id: 'gt2' }])).toEqual(['gt1', 'gt2']);
  });
});

describe('ground-transfer add-on', () => {
  const addOn = createGroundTransferAddOn(
    { customerId: 'cust_1', unitPriceWithFee: 9900, groundTransferId: 'gt1' },
    () => 'Ab3_x-9Q',
  );

  it('[GTF-031] has addOnId, user, type ground transfer, quantity, unitPriceWithFee and a deleted flag', () => {
    expect(addOn).toEqual({
      addOnId: 'Ab3_x-9Q',
      user: 'cust_1',
      type: 'ground-transfer',
      groundTransfer: 'gt1',
      quantity: 1,
      unitPriceWithFee: 9900,
      deleted: false,
    });
    expect(groundTransferAddOnSchema.parse(addOn)).toEqual(addOn);
  });

  it('[GTF-031] an add-on for no booked transfer yet carries no groundTransfer key', () => {
    const a = createGroundTransferAddOn({ customerId: 'c', unitPriceWithFee: 500 }, () => 'Zz9_abcd');
    expect(a).toStrictEqual({
      addOnId: 'Zz9_abcd',
      user: 'c',
      type: 'ground-transfer',
      quantity: 1,
      unitPriceWithFee: 500,
      deleted: false,
    });
  });

  it('[GTF-032] the addOnId is a generated short id', () => {
    let calls = 0;
    const a = createGroundTransferAddOn({ customerId: 'c', unitPriceWithFee: 0 }, () => `short${++calls}x`);
    expect(a.addOnId).toBe('short1x');
    expect(calls).toBe(1);
    expect(groundTransferAddOnSchema.safeParse({ ...a, addOnId: 'has spaces in it' }).success).toBe(false);
    expect(groundTransferAddOnSchema.safeParse({ ...a, addOnId: 'abc' }).success).toBe(false);
  });

  it("[GTF-033] the add-on's user is the booking customer's _id", () => {
    expect(addOn.user).toBe('cust_1');
  });

  it('[GTF-034] the add-on has quantity 1', () => {
    expect(addOn.quantity).toBe(1);
    expect(groundTransferAddOnSchema.safeParse({ ...addOn, quantity: 2 }).success).toBe(false);
    const { quantity: _q, ...rest } = addOn;
    expect(groundTransferAddOnSchema.parse(rest).quantity).toBe(1);
  });

  it('[GTF-035] a removed add-on is kept and marked deleted', () => {
    const addOns = [addOn];
    const next = addOns.map(removeGroundTransferAddOn);
    expect(next).toHaveLength(1);
    expect(next[0]).toEqual({ ...addOn, deleted: true });
    expect(addOn.deleted).toBe(false);
  });
});

describe('tabs and navigation', () => {
  it('[GTF-001] the app lives at /transfer/{tripId} with its tab routes', () => {
    expect(groundTransferTabPath('t1')).toBe('/transfer/t1');
    expect(GROUND_TRANSFER_TABS.map((t) => groundTransferTabPath('t1', t))).toEqual([
      '/transfer/t1/travel-detail',
      '/transfer/t1/vehicle',
      '/transfer/t1/contact',
      '/transfer/t1/payment',
      '/transfer/t1/success',
    ]);
  });

  it('[GTF-002] the tab names are travel_detail, vehicle, contact, payment and success', () => {
    for (const value of ['travel_detail', 'vehicle', 'contact', 'payment', 'success'])
      expect(groundTransferTabSchema.parse(value)).toBe(value);
    expect(groundTransferTabSchema.parse('travel-detail')).toBe('travel_detail');
  });

  it("[GTF-003] the payment tab is labelled 'Booking' for hosts", () => {
    expect(groundTransferTabLabel('payment', host)).toBe('Booking');
    expect(groundTransferTabLabel('payment', traveler)).toBe('Payment');
    expect(groundTransferTabLabel('vehicle', host)).toBe('Vehicle');
  });

  it('[GTF-004] the sidebar summarises the arriving and departing transfers', () => {
    const s = groundTransferFlowStateSchema.parse({
      arrival: {
        detail: {
          pickup: { id: 'a', label: 'LIS Airport', type: 'airport', value: 'a' },
          dropOff: { id: 'h', label: 'Hotel', type: 'lodging', value: 'h' },
          pickupDateTime: '2025-06-10T14:30:00',
        },
        selectedQuote: { price: 1, vehicleCategory: 'Van', externalId: 'q' },
      },
    });
    expect(groundTransferSidebarSummary(s)).toEqual({
      arriving: { from: 'LIS Airport', to: 'Hotel', pickupDateTime: '2025-06-10T14:30:00', vehicleCategory: 'Van' },
      departing: null,
    });
  });

  it('[GTF-004] a leg with only a drop-off is summarised with a blank origin and no vehicle; an empty leg is not', () => {
    const s = groundTransferFlowStateSchema.parse({
      departure: {
        detail: { dropOff: { id: 'h', label: 'LIS Airport', type: 'airport', value: 'h' } },
      },
    });
    expect(groundTransferSidebarSummary(s)).toEqual({
      arriving: null,
      departing: { from: '', to: 'LIS Airport', pickupDateTime: null, vehicleCategory: null },
    });
    const pickupOnly = groundTransferFlowStateSchema.parse({
      arrival: { detail: { pickup: { id: 'a', label: 'Hotel', type: 'lodging', value: 'a' } } },
    });
    expect(groundTransferSidebarSummary(pickupOnly).arriving).toEqual({
      from: 'Hotel',
      to: '',
      pickupDateTime: null,
      vehicleCategory: null,
    });
  });

  it('[GTF-007] the product page root redirects to travel_detail', () => {
    expect(groundTransferPageRedirect({ tripLoadFailed: false, tab: undefined, prerequisitesPresent: true })).toEqual({
      to: 'tab',
      tab: 'travel_detail',
    });
  });

  it('[GTF-009] when loading the trip fails, the page redirects to the trips list', () => {
    expect(groundTransferPageRedirect({ tripLoadFailed: true, tab: 'vehicle', prerequisitesPresent: false })).toEqual({
      to: 'trips-list',
    });
  });

  it("[GTF-023] on the success tab the user is redirected to the trip's page", () => {
    expect(groundTransferPageRedirect({ tripLoadFailed: false, tab: 'success', prerequisitesPresent: true })).toEqual({
      to: 'trip-page',
    });
    expect(
      groundTransferPageRedirect({ tripLoadFailed: false, tab: 'contact', prerequisitesPresent: true }),
    ).toBeNull();
    expect(groundTransferPageRedirect({ tripLoadFailed: false, tab: undefined, prerequisitesPresent: true })).toEqual({
      to: 'tab',
      tab: 'travel_detail',
    });
    expect(groundTransferPageRedirect({ tripLoadFailed: false, tab: 'contact', prerequisitesPresent: false })).toEqual({
      to: 'trip-page',
    });
  });

  it('[GTF-010] the page is ready only when user, trip and booking are loaded', () => {
    expect(isGroundTransferPageReady({ user: {}, trip: {}, booking: {} })).toBe(true);
    expect(isGroundTransferPageReady({ user: {}, trip: null, booking: {} })).toBe(false);
    expect(isGroundTransferPageReady({ user: undefined, trip: {}, booking: {} })).toBe(false);
    expect(isGroundTransferPageReady({ user: {}, trip: {}, booking: undefined })).toBe(false);
    expect(isGroundTransferPageReady({ user: {}, trip: {}, booking: null })).toBe(false);
    expect(isGroundTransferPageReady({ user: 0, trip: '', booking: false })).toBe(true);
  });

  it('[GTF-026] the prerequisites are itinerary, trip, booking and traveler', () => {
    expect(hasGroundTransferPrerequisites({ itinerary: {}, trip: {}, booking: {}, traveler: {} })).toBe(true);
    expect(hasGroundTransferPrerequisites({ itinerary: {}, trip: {}, booking: {}, traveler: null })).toBe(false);
    expect(hasGroundTransferPrerequisites({ itinerary: undefined, trip: {}, booking: {}, traveler: {} })).toBe(false);
    expect(hasGroundTransferPrerequisites({ itinerary: {}, trip: null, booking: {}, traveler: {} })).toBe(false);
    expect(hasGroundTransferPrerequisites({ itinerary: {}, trip: {}, booking: undefined, traveler: {} })).toBe(false);
    expect(hasGroundTransferPrerequisites({ itinerary: 0, trip: '', booking: false, traveler: {} })).toBe(true);
  });

  it('[GTF-011] [PLT-048] DECIDE: the transfer product shows when the ground-transfer-booking flag is on (default on)', () => {
    expect(isGroundTransferProductEnabled({})).toBe(true);
    expect(isGroundTransferProductEnabled({ 'ground-transfer-booking': false })).toBe(false);
    expect(isGroundTransferProductEnabled({ 'ground-transfer-booking': true })).toBe(true);
  });

  it('[GTF-006] the Transfer product page lives under the trip path, its tabs below it', () => {
    const base = '/app/traveler/trips/t1';
    expect(groundTransferProductTabPath(base)).toBe('/app/traveler/trips/t1/transfer');
    expect(groundTransferProductTabPath(`${base}/`, 'travel_detail')).toBe(
      '/app/traveler/trips/t1/transfer/travel-detail',
    );
    expect(groundTransferProductTabPath(base, 'payment')).toBe('/app/traveler/trips/t1/transfer/payment');
    expect(isGroundTransferProductPath('/app/traveler/trips/t1/transfer')).toBe(true);
    expect(isGroundTransferProductPath('/app/traveler/trips/t1/transfer/vehicle')).toBe(true);
    expect(isGroundTransferProductPath('/transfer/t1/vehicle')).toBe(false);
    expect(isGroundTransferProductPath('/app/traveler/trips/t1/itinerary')).toBe(false);
    expect(isGroundTransferProductPath('/app/traveler/trips/t1/transfer/')).toBe(true);
    expect(isGroundTransferProductPath('/app/traveler/trips/t1/transfer/vehicle/')).toBe(true);
    expect(isGroundTransferProductPath('/app/traveler/trips/t1/transfer/vehicle/extra')).toBe(false);
    expect(isGroundTransferProductPath('/app/traveler/trips/t1/transfers')).toBe(false);
    expect(isGroundTransferProductPath('/app/traveler/trips//transfer')).toBe(false);
    expect(isGroundTransferProductPath('/app/traveler/trips/t1/x/transfer')).toBe(false);
    expect(isGroundTransferProductPath('/trips/trip-42/transfer/travel-detail')).toBe(true);
    expect(groundTransferProductTabPath('/app/traveler/trips/t1///', 'vehicle')).toBe(
      '/app/traveler/trips/t1/transfer/vehicle',
    );
  });

  const ctx = (over: Partial<GroundTransferTabContext> = {}): GroundTransferTabContext => ({
    tabs: { travelDetail: 'complete', vehicle: 'complete', contact: 'complete' },
    hasTravelerRole: true,
    status: 'in-progress',
    ...over,
  });

  it('[GTF-018] travel_detail is always enabled', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...GROUND_TRANSFER_TAB_STATUSES),
        fc.boolean(),
        fc.constantFrom(...GROUND_TRANSFER_FLOW_STATUSES),
        (t, role, status) => {
          expect(
            isGroundTransferTabEnabled('travel_detail', {
              tabs: { travelDetail: t, vehicle: t, contact: t },
              hasTravelerRole: role,
              status,
            }),
          ).toBe(true);
        },
      ),
    );
  });

  it('[GTF-019] vehicle needs travel detail complete and the traveler role', () => {
    expect(isGroundTransferTabEnabled('vehicle', ctx())).toBe(true);
    expect(
      isGroundTransferTabEnabled(
        'vehicle',
        ctx({ tabs: { travelDetail: 'incomplete', vehicle: 'complete', contact: 'complete' } }),
      ),
    ).toBe(false);
    expect(isGroundTransferTabEnabled('vehicle', ctx({ hasTravelerRole: false }))).toBe(false);
  });

  it('[GTF-020] contact needs vehicle complete', () => {
    expect(isGroundTransferTabEnabled('contact', ctx())).toBe(true);
    expect(
      isGroundTransferTabEnabled(
        'contact',
        ctx({ tabs: { travelDetail: 'complete', vehicle: 'incomplete', contact: 'complete' } }),
      ),
    ).toBe(false);
  });

  it('[GTF-021] payment needs contact complete and a traveler', () => {
    expect(isGroundTransferTabEnabled('payment', ctx())).toBe(true);
    expect(
      isGroundTransferTabEnabled(
        'payment',
        ctx({ tabs: { travelDetail: 'complete', vehicle: 'complete', contact: 'incomplete' } }),
      ),
    ).toBe(false);
    expect(isGroundTransferTabEnabled('payment', ctx({ hasTravelerRole: false }))).toBe(false);
  });

  it('[GTF-022] success needs the status success (saved: complete)', () => {
    expect(isGroundTransferTabEnabled('success', ctx({ status: 'complete' }))).toBe(true);
    for (const status of GROUND_TRANSFER_FLOW_STATUSES.filter((s) => s !== 'complete'))
      expect(isGroundTransferTabEnabled('success', ctx({ status }))).toBe(false);
  });

  it('[GTF-024] [GTR-015] the flow opens read-only to a host-type user without the traveler role, to no one else', () => {
    expect(isGroundTransferReadOnly({ isHostType: true, hasTravelerRole: false })).toBe(true);
    expect(isGroundTransferReadOnly({ isHostType: true, hasTravelerRole: true })).toBe(false);
    expect(isGroundTransferReadOnly({ isHostType: false, hasTravelerRole: false })).toBe(false);
    expect(isGroundTransferReadOnly({ isHostType: false, hasTravelerRole: true })).toBe(false);
  });

  it('[GTF-024] on an invalid tab, a host-type user without traveler role goes to the root, or the current tab once travel detail is complete', () => {
    expect(
      groundTransferInvalidTabRedirect({
        isHostType: true,
        hasTravelerRole: false,
        travelDetailComplete: false,
        currentTab: 'contact',
      }),
    ).toEqual({ to: 'flow-root' });
    expect(
      groundTransferInvalidTabRedirect({
        isHostType: true,
        hasTravelerRole: false,
        travelDetailComplete: true,
        currentTab: 'contact',
      }),
    ).toEqual({ to: 'current-tab', tab: 'contact' });
  });

  it("[GTF-025] on an invalid tab, any other user goes to the trip's root", () => {
    expect(
      groundTransferInvalidTabRedirect({
        isHostType: false,
        hasTravelerRole: true,
        travelDetailComplete: true,
        currentTab: 'vehicle',
      }),
    ).toEqual({ to: 'trip-root' });
    expect(
      groundTransferInvalidTabRedirect({
        isHostType: true,
        hasTravelerRole: true,
        travelDetailComplete: false,
        currentTab: 'vehicle',
      }),
    ).toEqual({ to: 'trip-root' });
  });

  it('[GTF-069] a tab status is incomplete or complete', () => {
    for (const value of ['incomplete', 'complete']) expect(groundTransferTabStatusSchema.parse(value)).toBe(value);
    expect(groundTransferTabStatusSchema.safeParse('partial').success).toBe(false);
  });
});

describe('hosts and travelers', () => {
  it('[GTF-013] the travelers count is companions + 1', () => {
    expect(groundTransferTravelersCount(0)).toBe(1);
    expect(groundTransferTravelersCount(3)).toBe(4);
    expect(groundTransferTravelersCount([{}, {}])).toBe(3);
    expect(groundTransferTravelersCount(undefined)).toBe(1);
    expect(groundTransferTravelersCount(null)).toBe(1);
    expect(groundTransferTravelersCount([])).toBe(1);
  });

  it('[GTF-014] transfers are free for hosts and paid for travelers', () => {
    expect(isGroundTransferFreeFor(host)).toBe(true);
    expect(isGroundTransferFreeFor(traveler)).toBe(false);
    expect(minorUnits(groundTransferPriceFor(host, money(4500)))).toBe(0);
    expect(minorUnits(groundTransferPriceFor(traveler, money(4500)))).toBe(4500);
  });

  it('[GTF-015] free host transfers are hidden until the itinerary is approved', () => {
    expect(areHostGroundTransfersVisible(host, false)).toBe(false);
    expect(areHostGroundTransfersVisible(host, true)).toBe(true);
    expect(areHostGroundTransfersVisible(traveler, false)).toBe(true);
  });

  it('[GTF-016] host-type users get no price totals', () => {
    expect(showsGroundTransferPriceTotals(host)).toBe(false);
    expect(showsGroundTransferPriceTotals(traveler)).toBe(true);
  });
});

describe('overall flow status', () => {
  const start = initialGroundTransferFlowState();
  const after = (...outcomes: GroundTransferFlowOutcome[]) => outcomes.reduce(groundTransferFlowAfter, start);

  it('[GTF-036] the overall statuses are the ten values', () => {
    for (const value of [
      'started',
      'in-progress',
      'saving',
      'complete',
      'error',
      'repricing-insurance',
      'cancelling',
      'cancelled',
      'updating',
      'updated',
    ])
      expect(groundTransferFlowStatusSchema.parse(value)).toBe(value);
    expect(groundTransferFlowStatusSchema.parse('REPRICING_INSURANCE')).toBe('repricing-insurance');
  });

  it('[GTF-037] setting a transfer detail gives in-progress', () => {
    expect(after({ type: 'detail-set' }).metadata.status).toBe('in-progress');
  });

  it('[GTF-038] saving clears the error', () => {
    const s = after({ type: 'save-failed', message: 'x' }, { type: 'save-started' });
    expect(s.metadata).toMatchObject({ status: 'saving', error: null });
  });

  it('[GTF-039] a successful save gives complete', () => {
    expect(after({ type: 'save-started' }, { type: 'save-succeeded' }).metadata.status).toBe('complete');
  });

  it('[GTF-040] a failed save gives error of type booking with the message', () => {
    expect(after({ type: 'save-started' }, { type: 'save-failed', message: 'Card declined' }).metadata).toMatchObject({
      status: 'error',
      error: { type: 'booking', message: 'Card declined' },
    });
  });

  it('[GTF-041] a failed save returns the payment status to idle', () => {
    const s = after({ type: 'payment-status', status: 'in-progress' }, { type: 'save-failed', message: 'x' });
    expect(s.payment.status).toBe('idle');
  });

  it('[GTF-042] insurance repricing runs while repricing-insurance', () => {
    expect(after({ type: 'reprice-started' }).metadata.status).toBe('repricing-insurance');
  });

  it('[GTF-043] a successful reprice sets insurance repriced and overall in-progress', () => {
    const s = after(
      { type: 'reprice-started' },
      { type: 'reprice-succeeded', adjustment: 1250, repricedAddOn: { id: 'i' } },
    );
    expect(s.payment.insurance).toEqual({ status: 'repriced', adjustment: 1250, repricedAddOn: { id: 'i' } });
    expect(s.metadata.status).toBe('in-progress');
  });

  it('[GTF-044] a failed reprice sets insurance empty and an error of type insurance-repricing', () => {
    const s = after({ type: 'reprice-started' }, { type: 'reprice-failed' });
    expect(s.payment.insurance).toEqual({ status: 'empty', adjustment: 0, repricedAddOn: null });
    expect(s.metadata.error).toEqual({
      type: 'insurance-repricing',
      message: 'We encountered an issue while connecting to our insurance provider.',
    });
  });

  it('[GTF-045] cancel and update each clear the error', () => {
    const failed = after({ type: 'save-failed', message: 'x' });
    expect(groundTransferFlowAfter(failed, { type: 'cancel-started' }).metadata).toMatchObject({
      status: 'cancelling',
      error: null,
    });
    expect(groundTransferFlowAfter(failed, { type: 'update-started' }).metadata).toMatchObject({
      status: 'updating',
      error: null,
    });
  });

  it('[GTF-046] a successful cancel gives cancelled and a successful update gives updated', () => {
    expect(after({ type: 'cancel-started' }, { type: 'cancel-succeeded' }).metadata.status).toBe('cancelled');
    expect(after({ type: 'update-started' }, { type: 'update-succeeded' }).metadata.status).toBe('updated');
  });

  it('[GTF-047] a failed cancel sets an error of type cancel and a failed update of type update', () => {
    expect(after({ type: 'cancel-failed', message: 'too late' }).metadata.error).toEqual({
      type: 'cancel',
      message: 'too late',
    });
    expect(after({ type: 'update-failed', message: 'bad' }).metadata.error).toEqual({ type: 'update', message: 'bad' });
  });

  it('[GTF-047] a failed cancel or update sets the overall status to error, keeping the rest of the state', () => {
    const failed = after({ type: 'detail-set' }, { type: 'cancel-failed', message: 'too late' });
    expect(failed).toEqual({
      ...start,
      metadata: { ...start.metadata, status: 'error', error: { type: 'cancel', message: 'too late' } },
    });
    expect(after({ type: 'update-failed', message: 'bad' }).metadata).toEqual({
      ...start.metadata,
      status: 'error',
      error: { type: 'update', message: 'bad' },
    });
  });

  it('[GTF-040] [GTF-041] a failed save keeps the insurance and tabs and returns the payment to idle', () => {
    const s = after(
      { type: 'reprice-succeeded', adjustment: 300, repricedAddOn: null },
      { type: 'payment-status', status: 'in-progress' },
      { type: 'save-failed', message: 'Card declined' },
    );
    expect(s.payment).toEqual({
      ...start.payment,
      status: 'idle',
      insurance: { status: 'repriced', adjustment: 300, repricedAddOn: null },
    });
    expect(s.metadata).toEqual({
      ...start.metadata,
      status: 'error',
      error: { type: 'booking', message: 'Card declined' },
    });
  });

  it('[GTF-048] a payment error without a message carries an empty message', () => {
    expect(after({ type: 'payment-status', status: 'payment_error' }).metadata.error).toEqual({
      type: 'payment',
      message: '',
    });
  });

  it('[GTF-049] [GTF-050] a payment back to idle changes only the payment status; success keeps the other tabs', () => {
    const saving = after({ type: 'save-started' }, { type: 'payment-status', status: 'in-progress' });
    const idle = groundTransferFlowAfter(saving, { type: 'payment-status', status: 'idle' });
    expect(idle).toEqual({ ...saving, payment: { ...saving.payment, status: 'idle' } });
    const paid = groundTransferFlowAfter(
      { ...start, metadata: { ...start.metadata, tabs: { ...start.metadata.tabs, contact: { status: 'complete' } } } },
      { type: 'payment-status', status: 'payment_successful' },
    );
    expect(paid.metadata.tabs).toEqual({
      travelDetail: { status: 'incomplete' },
      vehicle: { status: 'incomplete' },
      contact: { status: 'complete' },
      payment: { status: 'complete' },
    });
    expect(paid.payment.status).toBe('payment_successful');
  });

  it("[GTF-043] [GTF-044] repricing keeps the flow's other payment fields", () => {
    const s = after({ type: 'reprice-succeeded', adjustment: 7, repricedAddOn: 'x' });
    expect(s.payment).toEqual({
      ...start.payment,
      insurance: { status: 'repriced', adjustment: 7, repricedAddOn: 'x' },
    });
    expect(s.metadata).toEqual({ ...start.metadata, status: 'in-progress' });
    const failed = after({ type: 'reprice-failed' });
    expect(failed.metadata.status).toBe('error');
    expect(failed.payment).toEqual(start.payment);
  });

  it('[GTF-048] payment_error sets overall error of type payment', () => {
    const s = after({ type: 'payment-status', status: 'payment_error', message: 'Declined' });
    expect(s.metadata).toMatchObject({ status: 'error', error: { type: 'payment', message: 'Declined' } });
    expect(s.payment.status).toBe('payment_error');
  });

  it('[GTF-049] payment in-progress sets overall in-progress', () => {
    expect(after({ type: 'save-started' }, { type: 'payment-status', status: 'in-progress' }).metadata.status).toBe(
      'in-progress',
    );
  });

  it('[GTF-050] payment_successful marks the payment tab complete', () => {
    const s = after({ type: 'payment-status', status: 'payment_successful' });
    expect(s.metadata.tabs.payment.status).toBe('complete');
    expect(s.metadata.status).toBe('started');
  });

  it('[GTF-051] reset_state returns the flow to its initial state', () => {
    const outcomes = fc.array(
      fc.constantFrom<GroundTransferFlowOutcome>(
        { type: 'detail-set' },
        { type: 'save-started' },
        { type: 'save-failed', message: 'm' },
        { type: 'reprice-succeeded', adjustment: 5, repricedAddOn: null },
        { type: 'cancel-failed', message: 'c' },
        { type: 'payment-status', status: 'payment_successful' },
      ),
    );
    fc.assert(
      fc.property(outcomes, (os) => {
        expect(groundTransferFlowAfter(after(...os), { type: 'reset' })).toEqual(initialGroundTransferFlowState());
      }),
    );
  });

  it('[GTF-067] the flow insurance status takes the values empty, stale and repriced', () => {
    for (const value of ['empty', 'stale', 'repriced'])
      expect(groundTransferInsuranceStatusSchema.parse(value)).toBe(value);
  });
});

describe('totals and constants', () => {
  it('[GTF-093] the total is arrival + departure + insurance adjustment + any negative discount', () => {
    const total = groundTransferPriceTotal({
      arrival: money(5000),
      departure: money(6000),
      insuranceAdjustment: money(700),
      discount: money(-1500),
    });
    expect(minorUnits(total)).toBe(10200);
    expect(formatMoney(total)).toBe('$102.00');
    expect(minorUnits(groundTransferPriceTotal({ arrival: money(5000), discount: money(1500) }))).toBe(5000);
    expect(minorUnits(groundTransferPriceTotal({ departure: money(3000), insuranceAdjustment: money(-500) }))).toBe(
      2500,
    );
  });

  it('[GTF-093] nothing to pay is 0 in the given currency, USD unless told', () => {
    const none = groundTransferPriceTotal({});
    expect(minorUnits(none)).toBe(0);
    expect(formatMoney(none)).toBe('$0.00');
    expect(formatMoney(groundTransferPriceTotal({}, 'EUR'))).toBe(formatMoney(money(0, 'EUR')));
    expect(formatMoney(groundTransferPriceTotal({ discount: money(-100, 'EUR') }, 'EUR'))).toBe(
      formatMoney(money(0, 'EUR')),
    );
    expect(minorUnits(groundTransferPriceTotal({ arrival: null, departure: undefined, discount: null }))).toBe(0);
  });

  it('[GTF-094] the total is never below 0', () => {
    expect(minorUnits(groundTransferPriceTotal({ arrival: money(1000), discount: money(-5000) }))).toBe(0);
    const amount = fc.integer({ min: -100_000, max: 100_000 });
    fc.assert(
      fc.property(fc.nat({ max: 100_000 }), fc.nat({ max: 100_000 }), amount, amount, (a, d, ins, disc) => {
        const t = minorUnits(
          groundTransferPriceTotal({
            arrival: money(a),
            departure: money(d),
            insuranceAdjustment: money(ins),
            discount: money(disc),
          }),
        );
        expect(t).toBe(Math.max(0, a + d + ins + Math.min(disc, 0)));
        expect(t).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('[GTF-096] the pickup time is formatted MM/dd/yyyy, hh:mm a', () => {
    expect(formatGroundTransferPickupTime(new Date('2025-06-10T14:05:00Z'))).toBe('06/10/2025, 02:05 PM');
    expect(formatGroundTransferPickupTime(new Date('2025-06-10T14:05:00Z'), 'Asia/Tokyo')).toBe('06/10/2025, 11:05 PM');
  });
});

// The form auto-save interval: no code reads it yet (the transfer form's machine will); the behaviour test comes with
// it.
describe('spec values', () => {
  it.each([['[GTF-095] the form auto-save interval (ms)', GROUND_TRANSFER_AUTO_SAVE_INTERVAL_MS, 10_000]])(
    '%s',
    (_name, actual, spec) => expect(actual).toEqual(spec),
  );
});
