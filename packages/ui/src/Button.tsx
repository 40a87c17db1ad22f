// Button: the Caravan action button over react-aria's Button (variants, sizes, pending state).
import { Button as AriaButton, type ButtonProps as AriaButtonProps, composeRenderProps } from 'react-aria-components';
import { Spinner } from './Spinner.js';
import { withBase } from './cx.js';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'quiet';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends AriaButtonProps {
  /** Visual emphasis; `primary` is the one main action of a view. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the container's width. */
  fullWidth?: boolean;
}

/** An accessible button; shows a spinner while `isPending`. */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <AriaButton
      {...props}
      className={withBase('cv-Button', className)}
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth || undefined}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          {isPending ? <Spinner size="sm" label="" /> : null}
          <span className="cv-Button-label">{content}</span>
        </>
      ))}
    </AriaButton>
  );
}
