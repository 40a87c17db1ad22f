// One profile field's editor (PRF-009): a modal on a large screen, a bottom sheet on a phone, with Cancel and Done;
// Done hands the draft to the page, which validates it and writes it back or says why not (PRF-011).
import { Button, Dialog } from '@caravan/ui';
import { type ReactNode, useSyncExternalStore } from 'react';
import { Modal, ModalOverlay } from 'react-aria-components';

/** Below this width the editor is a bottom sheet (the phone layout). */
const SHEET_QUERY = '(max-width: 40rem)';

function useIsPhone(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia(SHEET_QUERY);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    () => window.matchMedia(SHEET_QUERY).matches,
  );
}

export function FieldEditor({
  title,
  children,
  error,
  onCancel,
  onDone,
}: {
  title: string;
  children: ReactNode;
  error: string | null;
  onCancel: () => void;
  onDone: () => void;
}) {
  const phone = useIsPhone();
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => (open ? undefined : onCancel())}
      className={phone ? 'cv-ModalOverlay hp-SheetOverlay' : 'cv-ModalOverlay'}
    >
      <Modal className={phone ? 'cv-Modal hp-Sheet' : 'cv-Modal'} data-layout={phone ? 'sheet' : 'modal'}>
        <Dialog
          title={title}
          actions={() => (
            <>
              <Button variant="quiet" onPress={onCancel}>
                Cancel
              </Button>
              <Button onPress={onDone}>Done</Button>
            </>
          )}
        >
          {children}
          {error ? (
            <p className="hp-FieldError" role="alert">
              {error}
            </p>
          ) : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
