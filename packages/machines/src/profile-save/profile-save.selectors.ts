// What the profile editor needs from a profile-save snapshot.
import type { SnapshotFrom } from 'xstate';
import type { profileSaveMachine } from './profile-save.machine.js';

type ProfileSaveSnapshot = SnapshotFrom<typeof profileSaveMachine>;

/** Whether a save is under way (the Save bar's button is disabled and reads 'Saving…'). */
export const selectProfileSaving = (s: ProfileSaveSnapshot): boolean => s.matches('saving');
/** The latest attempt's toast. */
export const selectProfileSaveNotice = (s: ProfileSaveSnapshot) => s.context.notice;
