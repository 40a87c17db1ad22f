// Keeps Manage Booking's sub-route (root, payment, success, pay-balance) and its machines in step, in both
// directions: the route follows the machines when they move, and a move of the route (a link, Back) tells them.
import { useEffect, useRef } from 'react';
import { manageBookingPath } from '../routes.js';

/** What is watched: the machines' route and steps, and the sub-route the browser shows. */
export interface RouteWatch {
  route: 'root' | 'payment' | 'success';
  finishing: boolean;
  uninitialized: boolean;
  cancelStep: string;
  /** The path after /manage-booking/ ('' at the root). */
  sub: string;
}

export type RouteAction = { kind: 'navigate'; to: string; replace: boolean } | { kind: 'backFromPayment' };

/**
 * What to do about what changed since `before` (null on mount: everything counts as changed), in this order: the
 * machines' route (or their finishing or initialising) moves the browser; a new sub-route moves the machine or goes
 * back to the root (MBK-014); the cancel flow's step opens or leaves the pay-balance page.
 */
export function routeSyncActions(before: RouteWatch | null, now: RouteWatch, tripId: string): RouteAction[] {
  const { route, finishing, uninitialized, cancelStep, sub } = now;
  const changed = (...keys: (keyof RouteWatch)[]) => before === null || keys.some((k) => before[k] !== now[k]);
  const go = (to: string, replace = false): RouteAction => ({ kind: 'navigate', to, replace });
  const root = manageBookingPath(tripId);
  const actions: RouteAction[] = [];
  if (changed('route', 'finishing', 'uninitialized') && !finishing && !uninitialized) {
    if (route === 'payment' && sub !== 'payment') actions.push(go(manageBookingPath(tripId, 'payment')));
    if (route === 'success' && sub !== 'success') actions.push(go(manageBookingPath(tripId, 'success'), true));
    if (route === 'root' && (sub === 'payment' || sub === 'success')) actions.push(go(root, true));
  }
  if (changed('sub') && !finishing) {
    // MBK-014: payment and success redirect to the root without pending changes; Back from checkout keeps them.
    if (sub === '' && route === 'payment') actions.push({ kind: 'backFromPayment' });
    if ((sub === 'payment' && route !== 'payment') || (sub === 'success' && route !== 'success'))
      actions.push(go(root, true));
  }
  if (changed('cancelStep')) {
    if (cancelStep === 'pay-balance' && sub !== 'pay-balance')
      actions.push(go(manageBookingPath(tripId, 'pay-balance')));
    if (cancelStep === 'dialog' && sub === 'pay-balance') actions.push(go(root, true));
  }
  return actions;
}

interface RouteSyncDeps extends RouteWatch {
  tripId: string;
  /** Tells the manage-booking machine the traveler went back from checkout (MBK-014). */
  backFromPayment: () => void;
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

/** Carries out routeSyncActions after each render, with every dependency listed. */
export function useRouteSync(deps: RouteSyncDeps): void {
  const { route, finishing, uninitialized, cancelStep, sub, tripId, backFromPayment, navigate } = deps;
  const last = useRef<RouteWatch | null>(null);
  useEffect(() => {
    const now: RouteWatch = { route, finishing, uninitialized, cancelStep, sub };
    const actions = routeSyncActions(last.current, now, tripId);
    last.current = now;
    for (const action of actions) {
      if (action.kind === 'backFromPayment') backFromPayment();
      else navigate(action.to, { replace: action.replace });
    }
  }, [route, finishing, uninitialized, cancelStep, sub, tripId, backFromPayment, navigate]);
}
