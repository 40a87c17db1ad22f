// Dialog: a modal dialog (react-aria ModalOverlay + Modal + Dialog) with a title, body and actions.
import type { ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  type DialogProps as AriaDialogProps,
  DialogTrigger,
  Heading,
  Modal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { cx } from './cx.js';

export { DialogTrigger };

export interface DialogProps extends Omit<AriaDialogProps, 'children'> {
  /** Shown as the dialog heading and used as its accessible name. */
  title: string;
  children: ReactNode | ((opts: { close: () => void }) => ReactNode);
  /** Action buttons, rendered right-aligned under the body; receives `close`. */
  actions?: (opts: { close: () => void }) => ReactNode;
}

/** The dialog panel; place inside a `Modal` (or use `ModalDialog`). */
export function Dialog({ title, children, actions, className, ...props }: DialogProps) {
  return (
    <AriaDialog {...props} className={cx('cv-Dialog', className)}>
      {({ close }) => (
        <>
          <Heading slot="title" className="cv-Dialog-title">
            {title}
          </Heading>
          <div className="cv-Dialog-body">{typeof children === 'function' ? children({ close }) : children}</div>
          {actions ? <div className="cv-Dialog-actions">{actions({ close })}</div> : null}
        </>
      )}
    </AriaDialog>
  );
}

export interface ModalDialogProps extends DialogProps {
  isDismissable?: boolean;
  isOpen?: ModalOverlayProps['isOpen'];
  onOpenChange?: ModalOverlayProps['onOpenChange'];
  /** Use `alertdialog` for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
}

/** A modal dialog: dims the page, traps focus, restores it on close. Use inside `DialogTrigger` or control `isOpen`. */
export function ModalDialog({ isDismissable = true, isOpen, onOpenChange, ...dialog }: ModalDialogProps) {
  const overlayProps: ModalOverlayProps = { isDismissable, isKeyboardDismissDisabled: !isDismissable };
  if (isOpen !== undefined) overlayProps.isOpen = isOpen;
  if (onOpenChange !== undefined) overlayProps.onOpenChange = onOpenChange;
  return (
    <ModalOverlay {...overlayProps} className="cv-ModalOverlay">
      <Modal className="cv-Modal">
        <Dialog {...dialog} />
      </Modal>
    </ModalOverlay>
  );
}
