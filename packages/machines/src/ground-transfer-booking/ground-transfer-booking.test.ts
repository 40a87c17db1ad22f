import fc from 'fast-check';
import { createActor, fromPromise, initialTransition, transition } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  canChooseGroundTransferQuote,
  FORM_AUTO_SAVE_INTERVAL_MS,
  type GroundTransferFlowState,
  GROUND_TRANSFER_FLOW_STATUSES,
  GROUND_TRANSFER_INSURANCE_REPRICE_ERROR_MESSAGE,
  GROUND_TRANSFER_INSURANCE_STATUSES,
  GROUND_TRANSFER_TAB_STATUSES,
  initialGroundTransferFlowState,
} from '@caravan/domain';
import { modelCoverage } from '../shared/coverage.js';
import { explainEvent } from '../shared/explain.js';
import { groundTransferBookingMachine as machine } from './ground-transfer-booking.machine.js';
import {
  groundTransferBookingModel,
  sampleArrivalDetail,
  sampleContact,
  sampleTransferQuote,
} from './ground-transfer-booking.model.js';
import {
  selectFlowError,
  selectFlowStatus,
  selectIsAutoSaving,
  selectInsuranceStatus,
  selectLegStatus,
  selectPaymentStatus,
  selectTabStatus,
} from './ground-transfer-booking.selectors.js';

const input = { user: { isHostType: false, hasTravelerRole: true } };
const start = (i = input) => initialTransition(machine, i)[0];
type S = ReturnType<typeof start>;
const step = (s: S, ...events: object[]) => events.reduce<S>((acc, e) => transition(machine, acc, e as never)[0], s);

const setArrival = { type: 'detail.set', stage: 'arrival', detail: sampleArrivalDetail, estimatedDuration: 1_800 };
const syncQuotes = {
  type: 'quotes.sync',
  stage: 'arrival',
  quotes: [sampleTransferQuote],
  quotesMetadata: { status: 'populated', apiErrorCount: 0, apiSuccessCount: 1 },
};
const pick = (quote = sampleTransferQuote) => ({ type: 'quote.select', stage: 'arrival', quote });
const setContact = { type: 'contact.set', contact: sampleContact };
const payment = (status: string, message?: string) => ({
  type: 'payment.status',
  status,
  ...(message ? { message } : {}),
});
const saveDone = {
  type: 'xstate.done.actor.saveTransfers',
  output: { bookedTransfers: [{ _id: 'gt-1' }, { _id: 'gt-2' }] },
};
const saveFailed = { type: 'xstate.error.actor.saveTransfers', error: new Error('Transfer provider unavailable') };
const repriceDone = {
  type: 'xstate.done.actor.repriceInsurance',
  output: { adjustment: 1_200, repricedAddOn: { addOnId: 'ins-1' } },
};
const repriceFailed = { type: 'xstate.error.actor.repriceInsurance', error: new Error('insurer down') };
const cancelDone = { type: 'xstate.done.actor.cancelTransfers', output: null };
const cancelFailed = { type: 'xstate.error.actor.cancelTransfers', error: new Error('Cancel refused') };
const updateDone = { type: 'xstate.done.actor.updateTransfers', output: null };
const updateFailed = { type: 'xstate.error.actor.updateTransfers', error: new Error('Update refused') };

/** Details, quote and contact entered: ready to pay and save. */
const ready = () => step(start(), setArrival, syncQuotes, pick(), setContact);
const booked = () => step(ready(), { type: 'flow.save' }, saveDone);

describe('ground-transfer booking machine', () => {
  it('[GTF-036] the overall flow statuses are the ten the spec lists, and the state always matches the stored status', () => {
    const paths: object[][] = [
      [],
      [setArrival],
      [setArrival, syncQuotes, pick(), setContact, { type: 'flow.save' }],
      [setArrival, syncQuotes, pick(), setContact, { type: 'flow.save' }, saveDone],
      [setArrival, syncQuotes, pick(), setContact, { type: 'flow.save' }, saveFailed],
      [setArrival, syncQuotes, pick(), { type: 'insurance.reprice' }],
      [setArrival, syncQuotes, pick(), setContact, { type: 'flow.save' }, saveDone, { type: 'flow.cancel' }],
      [
        setArrival,
        syncQuotes,
        pick(),
        setContact,
        { type: 'flow.save' },
        saveDone,
        { type: 'flow.cancel' },
        cancelDone,
      ],
      [
        setArrival,
        syncQuotes,
        pick(),
        setContact,
        { type: 'flow.save' },
        saveDone,
        setArrival,
        { type: 'flow.update' },
      ],
      [
        setArrival,
        syncQuotes,
        pick(),
        setContact,
        { type: 'flow.save' },
        saveDone,
        setArrival,
        { type: 'flow.update' },
        updateDone,
      ],
    ];
    const seen = paths.map((p) => {
      const s = step(start(), ...p);
      expect(s.context.flow.metadata.status).toBe(selectFlowStatus(s));
      return selectFlowStatus(s);
    });
    expect(seen).toEqual([...GROUND_TRANSFER_FLOW_STATUSES]);
  });

  it('[GTF-037] setting a transfer detail (or the contact) sets the overall status to in-progress', () => {
    expect(selectFlowStatus(start())).toBe('started');
    expect(selectFlowStatus(step(start(), setArrival))).toBe('in-progress');
    expect(selectFlowStatus(step(start(), setContact))).toBe('in-progress');
    expect(selectFlowStatus(step(ready(), { type: 'flow.save' }, saveFailed, setArrival))).toBe('in-progress');
  });

  it('[GTF-038] saving clears the error', () => {
    const failed = step(ready(), { type: 'flow.save' }, saveFailed);
    expect(selectFlowError(failed)).not.toBeNull();
    const saving = step(failed, { type: 'flow.save' });
    expect(selectFlowStatus(saving)).toBe('saving');
    expect(selectFlowError(saving)).toBeNull();
  });

  it('[GTF-039] [GTF-030] a successful save sets the overall status to complete and keeps the booked ids', () => {
    const s = booked();
    expect(selectFlowStatus(s)).toBe('complete');
    expect(s.context.flow.success.bookedGroundTransferIds).toEqual(['gt-1', 'gt-2']);
  });

  it('[GTF-040] [GTF-041] a failed save is an error of type booking with the message, and payment returns to idle', () => {
    const paying = step(ready(), payment('in-progress'));
    expect(selectPaymentStatus(paying)).toBe('in-progress');
    const s = step(paying, { type: 'flow.save' }, saveFailed);
    expect(selectFlowStatus(s)).toBe('error');
    expect(selectFlowError(s)).toEqual({ type: 'booking', message: 'Transfer provider unavailable' });
    expect(selectPaymentStatus(s)).toBe('idle');
  });

  it('saving needs a complete contact tab, and says which guard refused', () => {
    const s = step(start(), setArrival, syncQuotes, pick());
    expect(explainEvent(s, { type: 'flow.save' })).toEqual({ allowed: false, reason: 'guard', guards: ['canSave'] });
  });

  it('[GTF-042] insurance repricing runs while the overall status is repricing-insurance', () => {
    const s = step(start(), setArrival, syncQuotes, pick(), { type: 'insurance.reprice' });
    expect(selectFlowStatus(s)).toBe('repricing-insurance');
    expect(s.context.flow.metadata.status).toBe('repricing-insurance');
    expect(s.children.repriceInsurance).toBeDefined();
  });

  it('[GTF-043] a successful reprice sets the insurance to repriced and the flow back to in-progress', () => {
    const s = step(start(), setArrival, syncQuotes, pick(), { type: 'insurance.reprice' }, repriceDone);
    expect(selectInsuranceStatus(s)).toBe('repriced');
    expect(s.context.flow.payment.insurance.adjustment).toBe(1_200);
    expect(s.context.flow.payment.insurance.repricedAddOn).toEqual({ addOnId: 'ins-1' });
    expect(selectFlowStatus(s)).toBe('in-progress');
  });

  it('[GTF-044] a failed reprice sets the insurance to empty and an error of type insurance-repricing', () => {
    const s = step(start(), setArrival, syncQuotes, pick(), { type: 'insurance.reprice' }, repriceFailed);
    expect(selectInsuranceStatus(s)).toBe('empty');
    expect(s.context.flow.payment.insurance.adjustment).toBe(0);
    expect(selectFlowStatus(s)).toBe('error');
    expect(selectFlowError(s)).toEqual({
      type: 'insurance-repricing',
      message: GROUND_TRANSFER_INSURANCE_REPRICE_ERROR_MESSAGE,
    });
  });

  it('[GTF-045] cancel and update each clear the error', () => {
    const failedUpdate = step(booked(), setArrival, { type: 'flow.update' }, updateFailed);
    expect(selectFlowError(failedUpdate)?.type).toBe('update');
    const cancelling = step(failedUpdate, { type: 'flow.cancel' });
    expect(selectFlowStatus(cancelling)).toBe('cancelling');
    expect(selectFlowError(cancelling)).toBeNull();
    const updating = step(failedUpdate, { type: 'flow.update' });
    expect(selectFlowStatus(updating)).toBe('updating');
    expect(selectFlowError(updating)).toBeNull();
  });

  it('[GTF-046] a successful cancel sets cancelled and a successful update sets updated', () => {
    expect(selectFlowStatus(step(booked(), { type: 'flow.cancel' }, cancelDone))).toBe('cancelled');
    expect(selectFlowStatus(step(booked(), setArrival, { type: 'flow.update' }, updateDone))).toBe('updated');
  });

  it('[GTF-047] a failed cancel is an error of type cancel, a failed update one of type update', () => {
    const c = step(booked(), { type: 'flow.cancel' }, cancelFailed);
    expect(selectFlowStatus(c)).toBe('error');
    expect(selectFlowError(c)).toEqual({ type: 'cancel', message: 'Cancel refused' });
    const u = step(booked(), setArrival, { type: 'flow.update' }, updateFailed);
    expect(selectFlowError(u)).toEqual({ type: 'update', message: 'Update refused' });
  });

  it('update and cancel act only on booked transfers', () => {
    const s = step(ready(), { type: 'flow.save' }, saveFailed);
    expect(explainEvent(s, { type: 'flow.cancel' })).toEqual({
      allowed: false,
      reason: 'guard',
      guards: ['hasBookedTransfers'],
    });
    expect(s.can({ type: 'flow.update' })).toBe(false);
  });

  it('[GTF-048] payment status payment_error sets the overall status to error with an error of type payment', () => {
    const s = step(ready(), payment('payment_error', 'Card declined'));
    expect(selectFlowStatus(s)).toBe('error');
    expect(selectFlowError(s)).toEqual({ type: 'payment', message: 'Card declined' });
    expect(selectPaymentStatus(s)).toBe('payment_error');
  });

  it('[GTF-049] payment status in-progress sets the overall status to in-progress', () => {
    const s = step(ready(), payment('payment_error', 'Card declined'), payment('in-progress'));
    expect(selectFlowStatus(s)).toBe('in-progress');
    expect(selectPaymentStatus(s)).toBe('in-progress');
  });

  it('[GTF-050] payment status payment_successful marks the payment tab complete', () => {
    const s = ready();
    expect(selectTabStatus(s, 'payment')).toBe('incomplete');
    expect(selectTabStatus(step(s, payment('payment_successful')), 'payment')).toBe('complete');
  });

  it('payment reports count only while the payment tab is enabled (GTF-021)', () => {
    const s = step(start(), setArrival);
    expect(s.can(payment('payment_error') as never)).toBe(false);
  });

  it('[GTF-051] [GTF-029] reset_state returns the flow to its initial state (contact defaults from the profile)', () => {
    const profile = { firstName: 'Ana', lastName: 'Silva', email: 'ana@example.com', phoneNumber: '+351900000000' };
    const first = start({ ...input, profile } as never);
    expect(first.context.flow.contact).toEqual({
      firstName: 'Ana',
      lastName: 'Silva',
      email: 'ana@example.com',
      phone: '+351900000000',
      termsAndConditions: false,
    });
    const s = step(first, setArrival, syncQuotes, pick(), setContact, { type: 'flow.save' }, saveDone, {
      type: 'flow.reset',
    });
    expect(selectFlowStatus(s)).toBe('started');
    expect(s.context.flow).toEqual(first.context.flow);
    expect(step(start(), setArrival, { type: 'flow.reset' }).context.flow).toEqual(initialGroundTransferFlowState());
  });

  it('[GTF-052] a leg goes from missing-travel-details to missing-quote-selection to complete', () => {
    const s0 = start();
    expect(selectLegStatus(s0, 'arrival')).toBe('missing-travel-details');
    const s1 = step(s0, setArrival, syncQuotes);
    expect(selectLegStatus(s1, 'arrival')).toBe('missing-quote-selection');
    const s2 = step(s1, pick());
    expect(selectLegStatus(s2, 'arrival')).toBe('complete');
  });

  it('[GTF-055] [GTF-056] changing the details while quotes are populated makes them stale and clears the selected quote', () => {
    const s = step(start(), setArrival, syncQuotes, pick(), setArrival);
    expect(s.context.flow.arrival.quotesMetadata.status).toBe('stale');
    expect(s.context.flow.arrival.selectedQuote).toBeNull();
    expect(selectLegStatus(s, 'arrival')).toBe('missing-quote-selection');
  });

  it('a leg whose estimated duration was cleared is missing travel details again, and takes no quote', () => {
    const s = step(start(), setArrival, syncQuotes, { ...setArrival, estimatedDuration: null });
    expect(s.context.flow.arrival.estimatedDuration).toBeNull();
    expect(selectLegStatus(s, 'arrival')).toBe('missing-travel-details');
    expect(s.can(pick() as never)).toBe(false);
  });

  it('[GTF-067] [GTF-068] the insurance is empty, stale when the selected quote changes, repriced after a reprice', () => {
    const seen = new Set<string>();
    const s0 = step(start(), setArrival, syncQuotes);
    seen.add(selectInsuranceStatus(s0));
    const s1 = step(s0, pick());
    seen.add(selectInsuranceStatus(s1));
    expect(selectInsuranceStatus(s1)).toBe('stale');
    const s2 = step(s1, { type: 'insurance.reprice' }, repriceDone);
    seen.add(selectInsuranceStatus(s2));
    expect(selectInsuranceStatus(step(s2, pick()))).toBe('repriced');
    const van = { ...sampleTransferQuote, externalId: 'q-van', price: 9_000 };
    const offered = { ...syncQuotes, quotes: [sampleTransferQuote, van] };
    expect(selectInsuranceStatus(step(s2, offered, pick(van)))).toBe('stale');
    expect([...seen].sort()).toEqual([...GROUND_TRANSFER_INSURANCE_STATUSES].sort());
  });

  it('[GTF-069] [GTF-070] [GTF-071] tab statuses are incomplete or complete: travel detail, vehicle once a quote is picked, contact once terms are accepted', () => {
    const tabs = ['travelDetail', 'vehicle', 'contact', 'payment'] as const;
    const s0 = start();
    for (const t of tabs) expect(selectTabStatus(s0, t)).toBe('incomplete');
    const s1 = step(s0, setArrival, syncQuotes);
    expect(selectTabStatus(s1, 'travelDetail')).toBe('complete');
    expect(selectTabStatus(s1, 'vehicle')).toBe('incomplete');
    const s2 = step(s1, pick());
    expect(selectTabStatus(s2, 'vehicle')).toBe('complete');
    expect(
      selectTabStatus(
        step(s2, { type: 'contact.set', contact: { ...sampleContact, termsAndConditions: false } }),
        'contact',
      ),
    ).toBe('incomplete');
    const s3 = step(s2, setContact);
    expect(selectTabStatus(s3, 'contact')).toBe('complete');
    for (const t of tabs)
      expect(GROUND_TRANSFER_TAB_STATUSES as readonly string[]).toContain(
        selectTabStatus(step(s3, payment('payment_successful')), t),
      );
  });

  it('runs the injected actors: save books the transfers, and the snapshot reaches complete', async () => {
    const actor = createActor(
      machine.provide({ actors: { saveTransfers: fromPromise(async () => ({ bookedTransfers: [{ _id: 'gt-9' }] })) } }),
      { input },
    ).start();
    for (const e of [setArrival, syncQuotes, pick(), setContact, { type: 'flow.save' }]) actor.send(e as never);
    await new Promise((r) => setTimeout(r, 0));
    expect(selectFlowStatus(actor.getSnapshot())).toBe('complete');
    expect(actor.getSnapshot().context.flow.success.bookedGroundTransferIds).toEqual(['gt-9']);
    actor.stop();
  });

  it('the quote guard agrees with the domain rule for any details and duration', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 1, max: 8 }), { nil: null }),
        fc.option(fc.integer({ min: 0, max: 7_200 }), { nil: null }),
        fc.boolean(),
        (passengers, estimatedDuration, withPickup) => {
          const detail = { ...sampleArrivalDetail, passengers, pickup: withPickup ? sampleArrivalDetail.pickup : null };
          const s = step(start(), { type: 'detail.set', stage: 'arrival', detail, estimatedDuration }, syncQuotes);
          const leg = s.context.flow.arrival;
          expect(s.can(pick() as never)).toBe(canChooseGroundTransferQuote(leg));
        },
      ),
    );
  });

  it('the machine state and the stored overall status agree along any event sequence', () => {
    const events = Object.values(groundTransferBookingModel.events).flat() as object[];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...events), { maxLength: 14 }), (seq) => {
        // Actor results are sent only while their actor runs, as a running actor would.
        const s = seq.reduce<S>((acc, e) => {
          const type = (e as { type: string }).type;
          const actor = type.startsWith('xstate.') ? type.split('.').pop() : undefined;
          return actor && !acc.children[actor] ? acc : step(acc, e);
        }, start());
        expect(s.status).toBe('active');
        expect(s.context.flow.metadata.status).toBe(selectFlowStatus(s));
      }),
    );
  });

  describe('auto-save', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('[GTF-095] [PLT-066] the form auto-saves at the platform form auto-save interval, every 10 seconds while it is being filled in, with the flow as entered', async () => {
      vi.useFakeTimers();
      const saved: GroundTransferFlowState[] = [];
      const actor = createActor(
        machine.provide({
          actors: {
            autoSaveFlow: fromPromise(async ({ input: i }) => {
              saved.push(i.flow);
            }),
          },
        }),
        { input },
      ).start();
      // Nothing entered yet: nothing to save.
      await vi.advanceTimersByTimeAsync(FORM_AUTO_SAVE_INTERVAL_MS * 2);
      expect(saved).toHaveLength(0);
      actor.send(setArrival as never);
      await vi.advanceTimersByTimeAsync(FORM_AUTO_SAVE_INTERVAL_MS - 1);
      expect(saved).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(saved).toHaveLength(1);
      expect(saved[0]?.arrival.detail).toEqual(sampleArrivalDetail);
      expect(selectFlowStatus(actor.getSnapshot())).toBe('in-progress');
      // Another change does not postpone the next save: it comes 10 seconds after the last one.
      actor.send(setContact as never);
      await vi.advanceTimersByTimeAsync(FORM_AUTO_SAVE_INTERVAL_MS);
      expect(saved).toHaveLength(2);
      expect(saved[1]?.contact).toEqual(sampleContact);
      actor.stop();
    });

    it('[GTF-095] a failed auto-save keeps the form as entered and tries again 10 seconds later', () => {
      const entered = step(start(), setArrival);
      const saving = step(entered, { type: 'xstate.after.autoSaveInterval.groundTransferBooking.inProgress.editing' });
      expect(selectIsAutoSaving(saving)).toBe(true);
      const failed = step(saving, { type: 'xstate.error.actor.autoSaveFlow', error: new Error('storage full') });
      expect([failed.matches({ inProgress: 'editing' }), failed.context.flow]).toEqual([true, entered.context.flow]);
      const again = step(failed, { type: 'xstate.after.autoSaveInterval.groundTransferBooking.inProgress.editing' });
      expect(selectIsAutoSaving(again)).toBe(true);
    });
  });

  it('model-based: every state and every transition is reached', () => {
    // The flow's data (legs, contact, insurance, payment, booked ids) multiplies the snapshots well past the
    // default traversal budget (the auto-save sub-states, GTF-095, double them); the exploration is still finite.
    const coverage = modelCoverage(groundTransferBookingModel, { limit: 100_000 });
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions.map((e) => e.id)).toEqual([]);
  }, 60_000);
});
