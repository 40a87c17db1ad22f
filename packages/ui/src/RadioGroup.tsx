// RadioGroup and Radio: a labelled single choice over react-aria's RadioGroup (description and error wired).
import type { ReactNode } from 'react';
import {
  FieldError,
  Label,
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
  Text,
} from 'react-aria-components';
import './selection.css';
import { withBase } from './cx.js';

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children'> {
  label: string;
  description?: string;
  errorMessage?: string;
  children: ReactNode;
  /** `cards` renders each option as a bordered tile. */
  variant?: 'plain' | 'cards';
}

/** A group of radios with a visible label. */
export function RadioGroup({
  label,
  description,
  errorMessage,
  children,
  variant = 'plain',
  className,
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} className={withBase('cv-RadioGroup', className)} data-variant={variant}>
      <Label className="cv-Field-label">{label}</Label>
      {description ? (
        <Text slot="description" className="cv-Field-description">
          {description}
        </Text>
      ) : null}
      <div className="cv-RadioGroup-options">{children}</div>
      <FieldError className="cv-Field-error">{errorMessage}</FieldError>
    </AriaRadioGroup>
  );
}

export interface RadioProps extends Omit<AriaRadioProps, 'children'> {
  children: ReactNode;
  /** A secondary line under the label (e.g. an amount). */
  detail?: ReactNode;
}

/** One option of a RadioGroup. */
export function Radio({ children, detail, className, ...props }: RadioProps) {
  return (
    <AriaRadio {...props} className={withBase('cv-Radio', className)}>
      <span className="cv-Radio-dot" aria-hidden="true" />
      <span className="cv-Radio-text">
        <span className="cv-Radio-label">{children}</span>
        {detail ? <span className="cv-Radio-detail">{detail}</span> : null}
      </span>
    </AriaRadio>
  );
}
