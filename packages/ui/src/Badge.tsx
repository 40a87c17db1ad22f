// Badge: a short status label (pill) in one of the semantic tones.
import type { ReactNode } from 'react';
import './selection.css';
import { cx } from './cx.js';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'brand';

export interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}

/** A status pill; its text is the accessible content, so keep it meaningful on its own. */
export function Badge({ tone = 'neutral', children, className }: BadgeProps) {
  return (
    <span className={cx('cv-Badge', className)} data-tone={tone}>
      {children}
    </span>
  );
}
