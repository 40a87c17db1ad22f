// Card: a surface grouping related content, optionally with a title and footer.
import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { cx } from './cx.js';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Card heading text; rendered as the given heading level (default h2). */
  title?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  /** Small line over the title (e.g. a category). */
  eyebrow?: ReactNode;
  footer?: ReactNode;
  tone?: 'default' | 'brand' | 'sunken';
}

/** A card; becomes a labelled `section` when it has a title. */
export function Card({
  title,
  headingLevel = 2,
  eyebrow,
  footer,
  tone = 'default',
  className,
  children,
  ...props
}: CardProps) {
  const H = `h${headingLevel}` as const;
  const titleId = useId();
  return (
    <section
      aria-labelledby={title ? titleId : undefined}
      {...props}
      className={cx('cv-Card', className)}
      data-tone={tone}
    >
      {eyebrow ? <p className="cv-Card-eyebrow">{eyebrow}</p> : null}
      {title ? (
        <H id={titleId} className="cv-Card-title">
          {title}
        </H>
      ) : null}
      <div className="cv-Card-body">{children}</div>
      {footer ? <div className="cv-Card-footer">{footer}</div> : null}
    </section>
  );
}
