import fc from 'fast-check';
import { createActor, fromPromise, initialTransition, transition } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  canModifyRide,
  PROVIDER_JOURNEY_STATUSES,
  RIDE_CANCELLATION_STATUSES,
  RIDE_MESSAGES,
  RIDE_STATUSES,
  type Ride,
  shouldRefreshRidesAfterCancellation,
  USER_ROLES,
} from '@caravan/domain';
import { modelCoverage } from '../shared/coverage.js';
import { explainEvent } from '../shared/explain.js';
import { rideMachine } from './ride.machine.js';
import { rideModel, sampleRide, sampleRideEdit } from './ride.model.js';
import type { CancelRideInput } from './ride.types.js';
import {
  selectCanRebookRide,
  selectCancellationStatus,
  selectIsRebookLoading,
  selectRebookError,
  selectIsCancellationFree,
  selectRefreshesTransfers,
  selectRideDialogTab,
  selectRideErrorView,
  selectRideSuccessToast,
} from './ride.selectors.js';

const input = rideModel.input!;
const start = (over: Partial<typeof input> = {}) => initialTransition(rideMachine, { ...input, ...over })[0];
type S = ReturnType<typeof start>;
const step = (s: S, ...events: object[]) =>
  events.reduce<S>((acc, e) => transition(rideMachine, acc, e as never)[0], s);
const cancelDone = { type: 'xstate.done.actor.cancelRide', output: null };
const cancelFailed = { type: 'xstate.error.actor.cancelRide', error: new Error('Ride already dispatched') };
const refreshed = (transfers: Ride[]) => ({ type: 'xstate.done.actor.refreshTransfers', output: transfers });

describe('ride machine', () => {
  it('[RID-011] the ride cancellation status takes the values loading, success and error', () => {
    const seen = new Set<string | null>();
    const loading = step(start(), { type: 'ride.cancel' }, { type: 'ride.confirmCancel' });
    seen.add(selectCancellationStatus(loading));
    expect(loading.matches({ cancel: 'loading' })).toBe(true);
    const ok = step(loading, cancelDone);
    seen.add(selectCancellationStatus(ok));
    expect(ok.matches({ cancel: 'success' })).toBe(true);
    const failed = step(loading, cancelFailed);
    seen.add(selectCancellationStatus(failed));
    expect(failed.matches({ cancel: 'error' })).toBe(true);
    expect([...seen].sort()).toEqual([...RIDE_CANCELLATION_STATUSES].sort());
  });

  it('[RID-012] a successful ride cancellation refreshes the transfer list; a failed one does not', async () => {
    const refreshedList = [{ ...sampleRide, journey: { ...sampleRide.journey, status: 'cancelled-free' } }];
    let refreshCalls = 0;
    const machine = rideMachine.provide({
      actors: {
        cancelRide: fromPromise<unknown, CancelRideInput>(async () => null),
        refreshTransfers: fromPromise(async () => {
          refreshCalls++;
          return refreshedList;
        }),
      },
    });
    const actor = createActor(machine, { input }).start();
    actor.send({ type: 'ride.cancel' });
    actor.send({ type: 'ride.confirmCancel' });
    await new Promise((r) => setTimeout(r, 0));
    await new Promise((r) => setTimeout(r, 0));
    const s = actor.getSnapshot();
    expect(s.matches({ cancel: { success: 'refreshed' } })).toBe(true);
    expect(refreshCalls).toBe(1);
    expect(s.context.transfers).toEqual(refreshedList);
    expect(selectRefreshesTransfers(s)).toBe(true);
    actor.stop();

    const failed = step(start(), { type: 'ride.cancel' }, { type: 'ride.confirmCancel' }, cancelFailed);
    expect(failed.children.refreshTransfers).toBeUndefined();
    expect(selectRefreshesTransfers(failed)).toBe(false);
  });

  it('the transfer list refresh runs exactly when the domain rule asks for it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('cancel', 'confirm', 'ok', 'fail', 'back', 'listed'), { maxLength: 8 }),
        (xs) => {
          let s = start();
          for (const x of xs) {
            if (x === 'cancel') s = step(s, { type: 'ride.cancel' });
            if (x === 'confirm') s = step(s, { type: 'ride.confirmCancel' });
            // Actor results arrive only while their actor runs.
            if (x === 'ok' && s.matches({ cancel: 'loading' })) s = step(s, cancelDone);
            if (x === 'fail' && s.matches({ cancel: 'loading' })) s = step(s, cancelFailed);
            if (x === 'back') s = step(s, { type: 'ride.back' });
            if (x === 'listed' && s.matches({ cancel: { success: 'refreshing' } })) s = step(s, refreshed([]));
          }
          expect(s.status).toBe('active');
          const status = s.context.cancellationStatus;
          const shouldRefresh = status !== null && shouldRefreshRidesAfterCancellation(status);
          expect(s.matches({ cancel: 'success' })).toBe(shouldRefresh);
          expect(s.matches({ cancel: { success: 'refreshing' } })).toBe(shouldRefresh && s.context.transfers === null);
        },
      ),
    );
  });

  it('[RID-009] edit and cancel are offered only to primary roles on pending or confirmed rides (guard agrees with the domain rule)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(null, ...USER_ROLES),
        fc.constantFrom(...PROVIDER_JOURNEY_STATUSES, ...RIDE_STATUSES),
        (userRole, status) => {
          const s = start({ userRole, ride: { ...sampleRide, journey: { ...sampleRide.journey, status } } });
          const allowed = canModifyRide(userRole, status);
          expect(s.can({ type: 'ride.edit' })).toBe(allowed);
          expect(s.can({ type: 'ride.cancel' })).toBe(allowed);
          if (!allowed)
            expect(explainEvent(s, { type: 'ride.cancel' })).toEqual({
              allowed: false,
              reason: 'guard',
              guards: ['canModify'],
            });
        },
      ),
    );
  });

  it('[RID-010] editing ride information requires flightNumber, firstName, lastName, email and phone', () => {
    const editing = step(start(), { type: 'ride.edit' });
    expect(selectRideDialogTab(editing)).toBe('edit-information');
    for (const field of ['flightNumber', 'firstName', 'lastName', 'email', 'phone'] as const)
      expect(editing.can({ type: 'ride.save', traveler: { ...sampleRideEdit, [field]: ' ' } })).toBe(false);
    const saving = step(editing, { type: 'ride.save', traveler: sampleRideEdit });
    expect(saving.matches('updating')).toBe(true);
  });

  it('[RID-016] [RID-017] a failed update returns to the form with the update message, the server message and contact support', () => {
    const s = step(
      start(),
      { type: 'ride.edit' },
      { type: 'ride.save', traveler: sampleRideEdit },
      { type: 'xstate.error.actor.updateRide', error: new Error('Flight not found') },
    );
    expect(s.matches('editing')).toBe(true);
    expect(selectRideErrorView(s)).toEqual({
      message: RIDE_MESSAGES.updateFailure,
      serverMessage: 'Flight not found',
      contactSupport: true,
      showBackButton: false,
    });
  });

  it('[RID-020] a successful update shows the updated ride and the updated toast', () => {
    const updated = { ...sampleRide, journey: { ...sampleRide.journey, traveler: sampleRideEdit } };
    const s = step(
      start(),
      { type: 'ride.edit' },
      { type: 'ride.save', traveler: sampleRideEdit },
      { type: 'xstate.done.actor.updateRide', output: updated },
    );
    expect(s.matches('viewing')).toBe(true);
    expect(s.context.ride.journey.traveler.flightNumber).toBe('TP125');
    expect(selectRideSuccessToast(s)).toBe('Your ride was updated successfully.');
  });

  it('[RID-015] [RID-018] a failed cancellation shows the cancel message and a back button that returns to the ride', () => {
    const s = step(start(), { type: 'ride.cancel' }, { type: 'ride.confirmCancel' }, cancelFailed);
    expect(selectRideErrorView(s)).toEqual({
      message: RIDE_MESSAGES.cancelFailure,
      serverMessage: 'Ride already dispatched',
      contactSupport: true,
      showBackButton: true,
    });
    expect(step(s, { type: 'ride.back' }).matches('viewing')).toBe(true);
  });

  it('[RID-019] a successful cancellation shows the cancelled toast', () => {
    const s = step(start(), { type: 'ride.cancel' }, { type: 'ride.confirmCancel' }, cancelDone);
    expect(selectRideSuccessToast(s)).toBe('Your ride was cancelled successfully.');
  });

  it('[RID-013] cancelling is free until 24 hours before pickup, as the clock moves on', () => {
    // Pickup 2026-12-01 14:00 Lisbon (UTC+0 in December).
    const s = start({ now: new Date('2026-11-30T14:00:00Z') });
    expect(selectIsCancellationFree(s)).toBe(true);
    const later = step(s, { type: 'clock.tick', now: new Date('2026-11-30T14:00:01Z') });
    expect(selectIsCancellationFree(later)).toBe(false);
  });

  it('[GTR-028] [RID-014] a cancelled ride is offered for rebooking up to 24 hours before the trip starts', () => {
    const cancelled = { ...sampleRide, journey: { ...sampleRide.journey, status: 'cancelled-free' } };
    // The trip starts 2026-12-01 in Lisbon (UTC+0 in December): rebooking closes at 2026-11-30 00:00 UTC.
    const open = start({ ride: cancelled, tripStartDate: '2026-12-01', now: new Date('2026-11-30T00:00:00Z') });
    expect(selectCanRebookRide(open)).toBe(true);
    const closed = step(open, { type: 'clock.tick', now: new Date('2026-11-30T00:00:01Z') });
    expect(selectCanRebookRide(closed)).toBe(false);
    expect(step(closed, { type: 'ride.rebook' }).matches('viewing')).toBe(true);
    // A live ride, a secondary traveler or an unknown trip start: no rebooking.
    expect(selectCanRebookRide(start({ tripStartDate: '2026-12-01' }))).toBe(false);
    expect(
      selectCanRebookRide(start({ ride: cancelled, userRole: 'traveler-secondary', tripStartDate: '2026-12-01' })),
    ).toBe(false);
    expect(selectCanRebookRide(start({ ride: cancelled, tripStartDate: null }))).toBe(false);
  });

  it('[GTR-028] [RID-014] rebooking sends the card, shows the rebooked ride and its toast; a refusal shows its message', () => {
    const cancelled = { ...sampleRide, journey: { ...sampleRide.journey, status: 'cancelled' } };
    const confirming = step(start({ ride: cancelled }), { type: 'ride.rebook' });
    expect(selectRideDialogTab(confirming)).toBe('rebook');
    const loading = step(confirming, { type: 'ride.confirmRebook', cardToken: 'tok_visa' });
    expect(selectIsRebookLoading(loading)).toBe(true);
    const refused = step(loading, { type: 'xstate.error.actor.rebookRide', error: new Error('Too late to rebook') });
    expect([selectRideDialogTab(refused), selectRebookError(refused)]).toEqual(['rebook', 'Too late to rebook']);
    const done = step(step(refused, { type: 'ride.confirmRebook', cardToken: 'tok_visa' }), {
      type: 'xstate.done.actor.rebookRide',
      output: sampleRide,
    });
    expect(done.matches('viewing')).toBe(true);
    expect(done.context.ride.journey.status).toBe('confirmed');
    expect(selectRideSuccessToast(done)).toBe(RIDE_MESSAGES.rebookSuccess);
  });

  it('[GTR-028] the rebooking sends the card the traveler chose to the injected actor', async () => {
    const cancelled = { ...sampleRide, journey: { ...sampleRide.journey, status: 'cancelled' } };
    const sent: unknown[] = [];
    const machine = rideMachine.provide({
      actors: {
        rebookRide: fromPromise(async ({ input }) => {
          sent.push(input);
          return sampleRide;
        }),
      },
    });
    const actor = createActor(machine, { input: { ...input, ride: cancelled } }).start();
    actor.send({ type: 'ride.rebook' });
    actor.send({ type: 'ride.confirmRebook', cardToken: 'tok_visa' });
    await new Promise((r) => setTimeout(r, 0));
    expect(sent).toEqual([{ rideId: sampleRide.id, cardToken: 'tok_visa' }]);
    expect(actor.getSnapshot().matches('viewing')).toBe(true);
    actor.stop();
  });

  it('model-based: every state and every transition is reached', () => {
    const coverage = modelCoverage(rideModel, { limit: 25_000 });
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions.map((e) => e.id)).toEqual([]);
  });
});
