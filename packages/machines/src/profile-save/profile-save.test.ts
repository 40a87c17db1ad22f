// The public profile save: refused without bio or picture (PRF-028), saved then reloaded with the success toast
// (PRF-029), the failure toast otherwise; and every state and transition of its model.
import { PROFILE_MESSAGES } from '@caravan/domain';
import { createActor, fromPromise, initialTransition, transition, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { modelCoverage } from '../shared/coverage.js';
import { profileSaveMachine } from './profile-save.machine.js';
import { profileSaveModel } from './profile-save.model.js';
import { selectProfileSaveNotice, selectProfileSaving } from './profile-save.selectors.js';
import type { ProfileSaveNotice } from './profile-save.types.js';

const complete = { bio: 'I lead food trips.', profilePictureUrl: '/hana.jpg' };

/** The machine with counting actors, and every notice it announced. */
function harness(save: () => Promise<void>) {
  const calls = { save: 0, reload: 0 };
  const announced: (ProfileSaveNotice | null)[] = [];
  const machine = profileSaveMachine.provide({
    actors: {
      saveProfile: fromPromise<void>(async () => {
        calls.save += 1;
        return save();
      }),
      reloadHost: fromPromise<void>(async () => {
        calls.reload += 1;
      }),
    },
    actions: { announce: ({ context }) => void announced.push(context.notice) },
  });
  return { actor: createActor(machine).start(), calls, announced };
}

describe('profile-save machine', () => {
  it("[PRF-029] a successful save shows 'Your public host profile was updated successfully.' and reloads the host", async () => {
    const { actor, calls, announced } = harness(async () => undefined);
    actor.send({ type: 'profile.save', required: complete });
    expect(selectProfileSaving(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(calls).toEqual({ save: 1, reload: 1 });
    expect(announced).toEqual([{ title: 'Your public host profile was updated successfully.', tone: 'success' }]);
    expect(selectProfileSaveNotice(actor.getSnapshot())?.title).toBe(PROFILE_MESSAGES.saveSucceeded);
  });

  it('[PRF-029] a failed save shows the error toast and reloads nothing', async () => {
    const { actor, calls, announced } = harness(async () => {
      throw new Error('offline');
    });
    actor.send({ type: 'profile.save', required: complete });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(calls).toEqual({ save: 1, reload: 0 });
    expect(announced).toEqual([{ title: 'Error', description: 'Profile form failed to save.', tone: 'danger' }]);
  });

  it("[PRF-028] without bio or picture the save says 'Required Fields are Missing' and sends nothing", () => {
    const { actor, calls, announced } = harness(async () => undefined);
    actor.send({ type: 'profile.save', required: { bio: '  ', profilePictureUrl: '/hana.jpg' } });
    actor.send({ type: 'profile.save', required: { bio: 'Hi', profilePictureUrl: null } });
    expect(calls.save).toBe(0);
    expect(announced.map((n) => n?.title)).toEqual(['Required Fields are Missing', 'Required Fields are Missing']);
    expect(announced.map((n) => n?.description)).toEqual([
      PROFILE_MESSAGES.bioRequired,
      PROFILE_MESSAGES.pictureRequired,
    ]);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('a save under way takes no second save', () => {
    const [start] = initialTransition(profileSaveMachine);
    const [saving] = transition(profileSaveMachine, start, { type: 'profile.save', required: complete });
    const [still] = transition(profileSaveMachine, saving, { type: 'profile.save', required: complete });
    expect(still.value).toBe('saving');
  });

  it('reaches every state and transition of its model', () => {
    const coverage = modelCoverage(profileSaveModel);
    expect(coverage.missingStates).toEqual([]);
    expect(coverage.missingTransitions.map((e) => e.id)).toEqual([]);
  });
});
