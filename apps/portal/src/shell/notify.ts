// Shows a toast for as long as the product's rules say its kind stays (the domain's one table of durations).
import { TOAST_DURATIONS_MS } from '@caravan/domain';
import { type ToastContent, showToast } from '@caravan/ui';

export type ToastKind = keyof typeof TOAST_DURATIONS_MS;

/** Shows `content` as a toast of `kind` (PLT-064's 4 s by default; 'snackbar' for the traveler app, TER-007). */
export function notify(content: ToastContent, kind: ToastKind = 'default'): string {
  return showToast(content, TOAST_DURATIONS_MS[kind]);
}
