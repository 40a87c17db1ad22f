// Heading and PageHeader: the type scale for headings and the standard top-of-page header.
import type { ReactNode } from 'react';
import { Heading as AriaHeading } from 'react-aria-components';
import { cx } from './cx.js';

export interface HeadingProps {
  level?: 1 | 2 | 3 | 4;
  children: ReactNode;
  className?: string;
  id?: string;
}

/** A heading at the given level, styled from the type scale. */
export function Heading({ level = 2, className, ...props }: HeadingProps) {
  return <AriaHeading {...props} level={level} className={cx('cv-Heading', className)} data-level={level} />;
}

export interface PageHeaderProps {
  /** The page's one h1. */
  title: ReactNode;
  /** Short line above the title (e.g. the portal name). */
  eyebrow?: ReactNode;
  description?: ReactNode;
  /** Buttons or links on the right. */
  actions?: ReactNode;
}

/** The header block of a page: eyebrow, h1, description and actions. */
export function PageHeader({ title, eyebrow, description, actions }: PageHeaderProps) {
  return (
    <div className="cv-PageHeader">
      <div className="cv-PageHeader-text">
        {eyebrow ? <p className="cv-PageHeader-eyebrow">{eyebrow}</p> : null}
        <Heading level={1}>{title}</Heading>
        {description ? <p className="cv-PageHeader-description">{description}</p> : null}
      </div>
      {actions ? <div className="cv-PageHeader-actions">{actions}</div> : null}
    </div>
  );
}
