// Link: a styled react-aria Link; client-side routing comes from a RouterProvider set by the app.
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { withBase } from './cx.js';

export interface LinkProps extends AriaLinkProps {
  /** `standalone` is a navigation link outside running text; `button` looks like a secondary button. */
  variant?: 'inline' | 'standalone' | 'button';
}

/** An accessible link. */
export function Link({ variant = 'inline', className, ...props }: LinkProps) {
  return <AriaLink {...props} className={withBase('cv-Link', className)} data-variant={variant} />;
}
