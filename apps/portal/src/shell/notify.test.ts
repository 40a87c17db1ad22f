// The portal's toasts hide by the domain's durations: a snackbar after 3000 ms, any other toast after 4 s.
import { toastQueue } from '@caravan/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { notify } from './notify.js';

const timeoutOf = (key: string) => toastQueue.visibleToasts.find((t) => t.key === key)?.timeout;

afterEach(() => {
  for (const t of [...toastQueue.visibleToasts]) toastQueue.close(t.key);
});

describe('notify', () => {
  it('[TER-007] a traveler snackbar hides after 3000 ms', () => {
    expect(timeoutOf(notify({ title: 'Policy cancelled' }, 'snackbar'))).toBe(3000);
  });
  it('[PLT-064] a toast without a specific duration hides after 4 s', () => {
    expect(timeoutOf(notify({ title: 'Your password was changed.' }))).toBe(4000);
  });
});
