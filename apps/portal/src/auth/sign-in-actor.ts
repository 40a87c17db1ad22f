// The login page's session actor, in its own chunk (issue 29): xstate, the session machine and the sign-in calls are
// needed once the visitor submits, so the sign-in page paints without them and loads them right after.
import { calendarDateOf } from '@caravan/domain';
import type { SessionEvent } from '@caravan/machines';
import { type Actor, createActor, type SnapshotFrom } from 'xstate';
import { signInMachine } from './sign-in.js';

/** What the sign-in page renders from the machine's snapshot. */
export interface SignInView {
  redirect: string | null;
  error: string | null;
  pending: boolean;
}

export type SignInActor = Actor<typeof signInMachine>;
export type { SessionEvent };

/** The view of a snapshot: where to go, the error to show, and whether a sign-in is under way. */
export const signInViewOf = (s: SnapshotFrom<typeof signInMachine>): SignInView => ({
  redirect: s.context.redirect,
  error: s.context.error,
  pending: s.matches('authenticating') || s.matches('routing'),
});

/**
 * Starts the login page's session machine: nobody signed in, today's date in UTC. Decision 038: this "today" (the
 * password-expiry check, PLT-022) belongs to no trip, so it stays on the platform's UTC calendar, as the API's does.
 */
export function startSignIn(): SignInActor {
  return createActor(signInMachine, { input: { today: calendarDateOf(new Date()) } }).start();
}
