// Spinner: an indeterminate progress indicator over react-aria's ProgressBar.
import { ProgressBar } from 'react-aria-components';

export interface SpinnerProps {
  /** Accessible label; pass '' when a surrounding control already announces progress. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
}

/** An indeterminate spinner announced as a progress bar. */
export function Spinner({ label = 'Loading…', size = 'md' }: SpinnerProps) {
  if (label === '') {
    return <span className="cv-Spinner" data-size={size} aria-hidden="true" />;
  }
  return (
    <ProgressBar isIndeterminate aria-label={label} className="cv-SpinnerWrap">
      <span className="cv-Spinner" data-size={size} aria-hidden="true" />
    </ProgressBar>
  );
}
