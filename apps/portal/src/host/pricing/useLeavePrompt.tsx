// Leaving with unsaved changes prompts (HPR-007): while `dirty`, an in-app link is held back until the host chooses
// 'Leave' in a dialog, and closing or reloading the tab asks the browser's own question.
import { Button, ModalDialog } from '@caravan/ui';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';

export const LEAVE_PROMPT = {
  title: 'Leave without saving?',
  body: 'You have unsaved pricing changes. If you leave now, they will be lost.',
  stay: 'Stay',
  leave: 'Leave',
} as const;

/** The held-back navigation and the dialog that asks about it; render `dialog` once in the page. */
export function useLeavePrompt(dirty: boolean) {
  const [, navigate] = useLocation();
  const [pending, setPending] = useState<string | null>(null);
  useEffect(() => {
    if (!dirty) return;
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = e.target instanceof Element ? e.target.closest('a[href]') : null;
      if (!(a instanceof HTMLAnchorElement) || a.target === '_blank' || a.hasAttribute('download')) return;
      const url = new URL(a.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return;
      // Captured at the document, before the link's own handler navigates.
      e.preventDefault();
      e.stopPropagation();
      setPending(url.pathname + url.search + url.hash);
    };
    const onUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onUnload);
    };
  }, [dirty]);

  const dialog = (
    <ModalDialog
      role="alertdialog"
      isOpen={pending !== null}
      onOpenChange={(open) => (open ? null : setPending(null))}
      title={LEAVE_PROMPT.title}
      actions={({ close }) => (
        <>
          <Button variant="secondary" onPress={close}>
            {LEAVE_PROMPT.stay}
          </Button>
          <Button
            variant="danger"
            onPress={() => {
              const to = pending;
              setPending(null);
              if (to) navigate(to);
            }}
          >
            {LEAVE_PROMPT.leave}
          </Button>
        </>
      )}
    >
      <p>{LEAVE_PROMPT.body}</p>
    </ModalDialog>
  );
  return { dialog };
}
