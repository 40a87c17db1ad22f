// UIProvider: hooks react-aria links into the app's client-side router.
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';

export interface UIProviderProps {
  /** Client-side navigation (e.g. wouter's `navigate`). */
  navigate: (path: string) => void;
  /** Turns a router path into an href (defaults to identity). */
  useHref?: (path: string) => string;
  children: ReactNode;
}

/** Wrap the app so `Link href` navigates without a page load. */
export function UIProvider({ navigate, useHref, children }: UIProviderProps) {
  return (
    <RouterProvider navigate={navigate} {...(useHref ? { useHref } : {})}>
      {children}
    </RouterProvider>
  );
}
