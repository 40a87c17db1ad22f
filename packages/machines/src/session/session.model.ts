// Sample events that explore the session machine, for its model-based test and its story.
import type { SessionUser } from '@caravan/domain';
import { defineMachineModel, type MachineModel } from '../shared/model.js';
import { sessionMachine } from './session.machine.js';

const user = (over: Partial<SessionUser>): SessionUser => ({
  id: 'u-1',
  name: 'Ada Host',
  email: 'ada@example.com',
  group: 'host',
  impersonate: false,
  expires: null,
  role: 'host-primary',
  ...over,
});

/** Sample users: one per post-login outcome (PLT-019..021, PLT-023). */
export const sessionSampleUsers = {
  admin: user({ id: 'u-admin', group: 'admin', role: null }),
  host: user({}),
  impersonating: user({ id: 'u-imp', group: 'tripManager', impersonate: true, role: null }),
  tripManager: user({ id: 'u-tm', group: 'tripManager', role: null }),
  expiredHost: user({ id: 'u-exp', expires: new Date('2026-11-01T00:00:00Z') }),
} as const;

const done = (id: 'fetchProfile' | 'login', output: SessionUser | null) => ({
  type: `xstate.done.actor.${id}`,
  output,
});

export const sessionModel = defineMachineModel({
  id: 'session',
  title: 'Session and sign-in',
  machine: sessionMachine,
  input: { today: '2026-11-21', timeZone: 'UTC' },
  events: {
    'session.login': [{ type: 'session.login', email: 'ada@example.com', password: 'secret' }],
    'session.logout': [{ type: 'session.logout' }],
    'session.passwordChanged': [{ type: 'session.passwordChanged', expires: null }],
    'session.unauthorized': [
      { type: 'session.unauthorized', status: 401, hasLoggedInHeader: true },
      { type: 'session.unauthorized', status: 500, hasLoggedInHeader: false },
    ],
    'session.redirected': [{ type: 'session.redirected' }],
    'clock.tick': [{ type: 'clock.tick', today: '2026-11-21' }],
    // Exploration never runs the injected actors: their outcomes are played as events.
    'xstate.done.actor.fetchProfile': [
      done('fetchProfile', null),
      done('fetchProfile', sessionSampleUsers.host),
      done('fetchProfile', sessionSampleUsers.expiredHost),
    ],
    'xstate.error.actor.fetchProfile': [{ type: 'xstate.error.actor.fetchProfile', error: new Error('offline') }],
    'xstate.done.actor.login': [
      done('login', sessionSampleUsers.admin),
      done('login', sessionSampleUsers.host),
      done('login', sessionSampleUsers.impersonating),
      done('login', sessionSampleUsers.tripManager),
      done('login', sessionSampleUsers.expiredHost),
    ],
    'xstate.error.actor.login': [{ type: 'xstate.error.actor.login', error: new Error('Invalid email or password') }],
    'xstate.done.actor.logout': [{ type: 'xstate.done.actor.logout', output: undefined }],
    'xstate.error.actor.logout': [{ type: 'xstate.error.actor.logout', error: new Error('offline') }],
  } as MachineModel<typeof sessionMachine>['events'],
});
