// SidePanel: a labelled panel beside the page's main content (a detail form next to its list), at most 788px wide.
import { type CSSProperties, type ReactNode, useId } from 'react';
import { Button } from './Button.js';
import { cx } from './cx.js';
import { SIDE_PANEL_MAX_WIDTH_PX } from './sizes.js';

export interface SidePanelProps {
  /** The panel's heading; it also names the panel's region. */
  title: ReactNode;
  headingLevel?: 2 | 3;
  /** Shows a Close button that calls it. */
  onClose?: () => void;
  className?: string;
  children: ReactNode;
}

/** The panel's width limit (PLT-071): the whole width on a narrow screen, never more than 788px. */
const panelWidth: CSSProperties = { maxWidth: `${SIDE_PANEL_MAX_WIDTH_PX}px` };

/** A complementary region with a heading, its content and an optional Close button. */
export function SidePanel({ title, headingLevel = 2, onClose, className, children }: SidePanelProps) {
  const H = `h${headingLevel}` as const;
  const titleId = useId();
  return (
    <aside aria-labelledby={titleId} className={cx('cv-SidePanel', className)} style={panelWidth}>
      <div className="cv-SidePanel-header">
        <H id={titleId} className="cv-SidePanel-title">
          {title}
        </H>
        {onClose ? (
          <Button variant="quiet" size="sm" onPress={onClose}>
            Close
          </Button>
        ) : null}
      </div>
      <div className="cv-SidePanel-body">{children}</div>
    </aside>
  );
}
