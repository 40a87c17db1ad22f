// Toast: the live region of the global toast queue (toast-queue.ts), over react-aria's (unstable) Toast API.
import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  type UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { type ToastContent, toastQueue } from './toast-queue.js';

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
