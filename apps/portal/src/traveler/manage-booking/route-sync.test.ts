// Manage Booking's route and machines in step: what each change (machine or browser) leads to.
import { describe, expect, it } from 'vitest';
import { type RouteWatch, routeSyncActions } from './route-sync.js';

const base: RouteWatch = { route: 'root', finishing: false, uninitialized: false, cancelStep: 'closed', sub: '' };
const at = (patch: Partial<RouteWatch>): RouteWatch => ({ ...base, ...patch });
const path = (sub = '') => `/app/traveler/trips/t1/manage-booking${sub ? `/${sub}` : ''}`;

describe('routeSyncActions', () => {
  it('the machine reaching checkout takes the browser to payment (a history entry, so Back returns)', () => {
    expect(routeSyncActions(base, at({ route: 'payment' }), 't1')).toEqual([
      { kind: 'navigate', to: path('payment'), replace: false },
    ]);
  });

  it('[MBK-014] Back from payment to the root keeps the changes: the machine is told, the browser stays', () => {
    expect(routeSyncActions(at({ route: 'payment', sub: 'payment' }), at({ route: 'payment', sub: '' }), 't1')).toEqual(
      [{ kind: 'backFromPayment' }],
    );
  });

  it('[MBK-014] payment or success opened without a flow there goes back to the root, replacing the entry', () => {
    expect(routeSyncActions(base, at({ sub: 'payment' }), 't1')).toEqual([
      { kind: 'navigate', to: path(), replace: true },
    ]);
    expect(routeSyncActions(base, at({ sub: 'success' }), 't1')).toEqual([
      { kind: 'navigate', to: path(), replace: true },
    ]);
  });

  it('a finished update shows success in place of payment; nothing moves while the machine is finishing', () => {
    expect(
      routeSyncActions(at({ route: 'payment', sub: 'payment' }), at({ route: 'success', sub: 'payment' }), 't1'),
    ).toEqual([{ kind: 'navigate', to: path('success'), replace: true }]);
    expect(routeSyncActions(base, at({ route: 'payment', finishing: true }), 't1')).toEqual([]);
  });

  it('[CAN-008] the cancel flow opens pay-balance, and leaving it for the dialog returns to the root', () => {
    expect(routeSyncActions(base, at({ cancelStep: 'pay-balance' }), 't1')).toEqual([
      { kind: 'navigate', to: path('pay-balance'), replace: false },
    ]);
    expect(
      routeSyncActions(
        at({ cancelStep: 'pay-balance', sub: 'pay-balance' }),
        at({ cancelStep: 'dialog', sub: 'pay-balance' }),
        't1',
      ),
    ).toEqual([{ kind: 'navigate', to: path(), replace: true }]);
  });

  it('nothing that changed means nothing to do: a re-render does not move anyone', () => {
    const state = at({ route: 'payment', sub: 'payment', cancelStep: 'dialog' });
    expect(routeSyncActions(state, { ...state }, 't1')).toEqual([]);
  });
});
