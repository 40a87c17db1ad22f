// The login page's session machine: a profile becomes the machine's user, and the machine decides the landing.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Profile } from '../api/index.js';
import { sessionUserOf, signInMachine } from './sign-in.js';

const profile = (patch: Partial<Profile> = {}): Profile => ({
  id: 'u1',
  email: 'ada@caravan.test',
  firstName: 'Ada',
  lastName: 'Admin',
  group: 'admin',
  role: null,
  impersonating: null,
  passwordChangeRequired: false,
  passwordExpiresOn: null,
  ...patch,
});

/** Signs in through the machine with `user` as what the API answers; resolves with the redirect it decides. */
async function signIn(user: Profile, destination: string | null = null) {
  const machine = signInMachine.provide({ actors: { login: fromPromise(async () => sessionUserOf(user)) } });
  const actor = createActor(machine, { input: { today: '2026-11-24' } }).start();
  // The page opens signed out (the machine's start reads no profile here): then the form is sent.
  await waitFor(actor, (s) => s.matches('signedOut'));
  actor.send({ type: 'session.login', email: user.email, password: 'x', destination });
  const done = await waitFor(actor, (s) => s.context.redirect !== null);
  actor.stop();
  return done.context.redirect;
}

describe('sign-in through the session machine', () => {
  it('[PLT-019] an admin lands on the admin user list, the admin area', async () => {
    expect(await signIn(profile())).toBe('/admin');
  });
  it('[PLT-020] a traveler, host or operator lands on the app shell', async () => {
    for (const group of ['traveler', 'host', 'operator'] as const)
      expect(await signIn(profile({ group }))).toBe('/app');
  });
  it('[PLT-008] the destination page wins when it is safe; a hostile one is ignored', async () => {
    expect(await signIn(profile({ group: 'host' }), '/app/host/audience')).toBe('/app/host/audience');
    expect(await signIn(profile({ group: 'host' }), '/\\evil.example')).toBe('/app');
  });
  it('[PLT-023] a password that expired today sends the user to /change-password first', async () => {
    expect(await signIn(profile({ group: 'host', passwordExpiresOn: '2026-11-24' }))).toBe('/change-password');
    expect(await signIn(profile({ group: 'host', passwordExpiresOn: '2026-11-25' }))).toBe('/app');
  });
});
