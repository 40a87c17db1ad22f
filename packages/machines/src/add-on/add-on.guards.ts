// Guards of the add-on machine: which stored status it starts in.
import type { AddOnContext } from './add-on.types.js';

type Args = { context: AddOnContext };

export const addOnGuards = {
  startsConfirmed: ({ context }: Args) => context.stored === 'CONFIRMED',
  startsPendingAddition: ({ context }: Args) => context.stored === 'PENDING_ADDITION',
  startsPendingRemoval: ({ context }: Args) => context.stored === 'PENDING_REMOVAL',
};
