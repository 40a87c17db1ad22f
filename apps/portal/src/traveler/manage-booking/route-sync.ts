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

interface RouteSyncDeps extends RouteWatch {
  tripId: string;
  /** Tells the manage-booking machine the traveler went back from checkout (MBK-014). */
  backFromPayment: () => void;
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

/**
 * Acts on what changed since the last render, in this order: the machines' route (or their finishing or
 * initialising) moves the browser; a new sub-route moves the machines or goes back to the root; the cancel flow's
 * step opens or leaves the pay-balance page. On mount everything counts as changed.
 */
export function useRouteSync(deps: RouteSyncDeps): void {
  const { route, finishing, uninitialized, cancelStep, sub, tripId, backFromPayment, navigate } = deps;
  const last = useRef<RouteWatch | null>(null);
  useEffect(() => {
    const now: RouteWatch = { route, finishing, uninitialized, cancelStep, sub };
    const before = last.current;
    last.current = now;
    const changed = (...keys: (keyof RouteWatch)[]) => before === null || keys.some((k) => before[k] !== now[k]);
    const root = manageBookingPath(tripId);

    if (changed('route', 'finishing', 'uninitialized') && !finishing && !uninitialized) {
      if (route === 'payment' && sub !== 'payment') navigate(manageBookingPath(tripId, 'payment'));
      if (route === 'success' && sub !== 'success') navigate(manageBookingPath(tripId, 'success'), { replace: true });
      if (route === 'root' && (sub === 'payment' || sub === 'success')) navigate(root, { replace: true });
    }
    if (changed('sub') && !finishing) {
      // MBK-014: payment and success redirect to the root without pending changes; Back from checkout keeps them.
      if (sub === '' && route === 'payment') backFromPayment();
      if ((sub === 'payment' && route !== 'payment') || (sub === 'success' && route !== 'success'))
        navigate(root, { replace: true });
    }
    if (changed('cancelStep')) {
      if (cancelStep === 'pay-balance' && sub !== 'pay-balance') navigate(manageBookingPath(tripId, 'pay-balance'));
      if (cancelStep === 'dialog' && sub === 'pay-balance') navigate(root, { replace: true });
    }
  }, [route, finishing, uninitialized, cancelStep, sub, tripId, backFromPayment, navigate]);
}
