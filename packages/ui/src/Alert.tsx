// Alert and Banner: inline status messages (alert role for errors) and a full-width page banner.
import type { ReactNode } from 'react';
import { cx } from './cx.js';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

export interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Extra controls (e.g. a retry button). */
  actions?: ReactNode;
  className?: string;
  id?: string;
}

/** An inline message. `danger` and `warning` use role=alert so they are announced when they appear. */
export function Alert({ tone = 'info', title, children, actions, className, id }: AlertProps) {
  const urgent = tone === 'danger' || tone === 'warning';
  return (
    <div id={id} role={urgent ? 'alert' : 'status'} className={cx('cv-Alert', className)} data-tone={tone}>
      <span className="cv-Alert-icon" aria-hidden="true">
        {ICONS[tone]}
      </span>
      <div className="cv-Alert-content">
        {title ? <p className="cv-Alert-title">{title}</p> : null}
        {children ? <div className="cv-Alert-body">{children}</div> : null}
      </div>
      {actions ? <div className="cv-Alert-actions">{actions}</div> : null}
    </div>
  );
}

const ICONS: Record<AlertTone, string> = { info: 'i', success: '✓', warning: '!', danger: '!' };

export interface BannerProps {
  tone?: 'info' | 'warning' | 'brand';
  children: ReactNode;
  actions?: ReactNode;
  /** Accessible name of the banner region. */
  label: string;
  className?: string;
}

/** A full-width strip above the page (e.g. impersonation), exposed as a labelled region. */
export function Banner({ tone = 'info', children, actions, label, className }: BannerProps) {
  return (
    <section aria-label={label} className={cx('cv-Banner', className)} data-tone={tone}>
      <div className="cv-Banner-inner">
        <div className="cv-Banner-content">{children}</div>
        {actions ? <div className="cv-Banner-actions">{actions}</div> : null}
      </div>
    </section>
  );
}
