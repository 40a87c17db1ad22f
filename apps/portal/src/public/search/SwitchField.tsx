// An on/off switch as a native checkbox with the switch role, drawn as the design system's Switch (a track and a
// thumb beside the label): the search panel's 'Only trips with spots left'. react-aria's Switch (with its toggle
// state, VisuallyHidden and slots) was about 2.5 kB gzip of the search's first script (issue 29 point 4); the native
// checkbox is announced as a switch, flips with Space, and the whole label is its target, as before.
import type { ReactNode } from 'react';

export interface SwitchFieldProps {
  isSelected: boolean;
  onChange: (selected: boolean) => void;
  children: ReactNode;
  name?: string;
  className?: string;
}

export function SwitchField({ isSelected, onChange, children, name, className }: SwitchFieldProps) {
  return (
    <label className={['ts-Switch', className].filter(Boolean).join(' ')}>
      <input
        // Hidden by the portal's one visually-hidden rule (portal.css); ts-Switch-input only draws the track from it.
        className="ts-Switch-input pt-visually-hidden"
        type="checkbox"
        role="switch"
        name={name}
        checked={isSelected}
        aria-checked={isSelected}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="ts-Switch-track" aria-hidden="true">
        <span className="ts-Switch-thumb" />
      </span>
      <span className="ts-Switch-label">{children}</span>
    </label>
  );
}
