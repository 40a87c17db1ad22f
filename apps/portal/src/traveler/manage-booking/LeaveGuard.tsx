// Leaving Manage Booking with unsaved changes asks first (MBK-012), except between its own routes (MBK-013).
import { useEffect, useState } from 'react';
import { pendingChangesLabel, shouldPromptBeforeLeavingManageBooking } from '@caravan/domain';
import { Button, ModalDialog } from '@caravan/ui';
import { useLocation } from 'wouter';
import { holdTraversals } from '../../shell/guarded-location.js';

/** Where the traveler asked to go, and how: a link pushes a new entry; the back/forward buttons replace the one we restored. */
type Leaving = { to: string; replace: boolean };

/**
 * Intercepts in-app link clicks (capture phase, before the router), the browser's back and forward buttons, and page
 * unloads while changes are pending; the traveler confirms in a dialog, then the navigation goes ahead.
 */
/** Set just before a deliberate leave that keeps the changes (to Affirm's page, PAY-008): no browser prompt then. */
let leavingOnPurpose = false;
export const leaveKeepingChanges = (): void => {
  leavingOnPurpose = true;
};

export function LeaveGuard({
  pendingChangeCount,
  manageBookingPath,
}: {
  pendingChangeCount: number;
  manageBookingPath: string;
}) {
  const [, navigate] = useLocation();
  const [target, setTarget] = useState<Leaving | null>(null);

  useEffect(() => {
    if (pendingChangeCount === 0) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank') return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      const targetPath = url.pathname;
      if (!shouldPromptBeforeLeavingManageBooking({ pendingChangeCount, manageBookingPath, targetPath })) return;
      event.preventDefault();
      event.stopPropagation();
      setTarget({ to: targetPath + url.search, replace: false });
    };
    // The back and forward buttons: the portal's location store holds the move and puts the address back.
    const releaseTraversals = holdTraversals((targetPath, to) => {
      if (!shouldPromptBeforeLeavingManageBooking({ pendingChangeCount, manageBookingPath, targetPath })) return false;
      setTarget({ to, replace: true });
      return true;
    });
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leavingOnPurpose) return;
      event.preventDefault();
    };
    window.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      releaseTraversals();
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [pendingChangeCount, manageBookingPath]);

  return (
    <ModalDialog
      role="alertdialog"
      title="Leave without saving?"
      isOpen={target !== null}
      onOpenChange={(open) => {
        if (!open) setTarget(null);
      }}
      actions={({ close }) => (
        <>
          <Button variant="secondary" onPress={close}>
            Stay on Manage Booking
          </Button>
          <Button
            variant="danger"
            onPress={() => {
              const leaving = target;
              setTarget(null);
              if (leaving) navigate(leaving.to, { replace: leaving.replace });
            }}
          >
            Leave
          </Button>
        </>
      )}
    >
      <p>
        You have {pendingChangesLabel(pendingChangeCount).toLowerCase()} that {pendingChangeCount === 1 ? 'is' : 'are'}{' '}
        not saved. If you leave now, your trip changes will be lost.
      </p>
    </ModalDialog>
  );
}
