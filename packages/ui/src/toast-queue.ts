// The global toast queue: what a screen calls to show a toast. Apart from the region (Toast.tsx) so a page that shows
// a toast does not load the region's code, which the app loads once, after its first render.
import { UNSTABLE_ToastQueue as AriaToastQueue } from 'react-aria-components';

export type ToastTone = 'neutral' | 'success' | 'danger' | 'info';

export interface ToastContent {
  title: string;
  description?: string;
  tone?: ToastTone;
}

/** The application-wide toast queue; render one `ToastRegion` for it near the root. */
export const toastQueue = new AriaToastQueue<ToastContent>({ maxVisibleToasts: 5 });

/**
 * Shows a toast that hides after `timeout` ms (0 keeps it until dismissed); returns its key. The durations are the
 * product's rules, so the caller passes one (the portal's notify, from the domain's TOAST_DURATIONS_MS).
 */
export function showToast(content: ToastContent, timeout: number): string {
  return toastQueue.add(content, timeout > 0 ? { timeout } : {});
}
