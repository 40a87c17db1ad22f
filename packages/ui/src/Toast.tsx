// Toast: a global toast queue and its live region, over react-aria's (unstable) Toast API.
import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';

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

export interface ToastRegionProps {
  /** Defaults to the global `toastQueue`. */
  queue?: AriaToastQueue<ToastContent>;
}

/** The landmark region where toasts appear (top-right); announces each toast politely. */
export function ToastRegion({ queue = toastQueue }: ToastRegionProps) {
  return (
    <AriaToastRegion queue={queue} className="cv-ToastRegion">
      {({ toast }) => (
        <AriaToast toast={toast} className="cv-Toast" data-tone={toast.content.tone ?? 'neutral'}>
          <AriaToastContent className="cv-Toast-content">
            <Text slot="title" className="cv-Toast-title">
              {toast.content.title}
            </Text>
            {toast.content.description ? (
              <Text slot="description" className="cv-Toast-description">
                {toast.content.description}
              </Text>
            ) : null}
          </AriaToastContent>
          <AriaButton slot="close" className="cv-Toast-close" aria-label="Dismiss">
            <span aria-hidden="true">×</span>
          </AriaButton>
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
