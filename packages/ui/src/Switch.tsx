// Switch: an on/off toggle over react-aria's Switch (label beside a sliding track).
import type { ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import './selection.css';
import { withBase } from './cx.js';

export interface SwitchProps extends Omit<AriaSwitchProps, 'children'> {
  children: ReactNode;
}

/** A labelled switch; the label is part of the control (click anywhere to flip). */
export function Switch({ children, className, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={withBase('cv-Switch', className)}>
      <span className="cv-Switch-track" aria-hidden="true">
        <span className="cv-Switch-thumb" />
      </span>
      <span className="cv-Switch-label">{children}</span>
    </AriaSwitch>
  );
}
