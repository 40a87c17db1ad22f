// Session / sign-in flow: context, input and events (a discriminated union) of the portal's login, redirects and logout.
import type { CalendarDate, SessionUser } from '@caravan/domain';

export interface SessionContext {
  /** The signed-in user, or null when signed out. */
  user: SessionUser | null;
  /** Today's calendar date in `timeZone`, for the password-expiry rule: the machine never reads the clock. */
  today: CalendarDate;
  timeZone: string;
  /** The in-app page to return to after login (/login?destination=…, PLT-008). */
  destination: string | null;
  /** Where the portal should navigate now; null to stay (PLT-014, PLT-019..021, PLT-023). */
  redirect: string | null;
  /** The server's text of the last failed login (PLT-056). */
  error: string | null;
}

export interface SessionInput {
  today: CalendarDate;
  timeZone?: string;
}

/** What the injected login actor receives. */
export interface LoginCredentials {
  email: string;
  password: string;
}

export type SessionEvent =
  | { type: 'session.login'; email: string; password: string; destination?: string | null }
  | { type: 'session.logout' }
  | { type: 'session.passwordChanged'; expires: Date | null }
  | { type: 'session.unauthorized'; status: number; hasLoggedInHeader: boolean }
  | { type: 'session.redirected' }
  | { type: 'clock.tick'; today: CalendarDate };
