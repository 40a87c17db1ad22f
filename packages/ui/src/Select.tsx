// Select: a labelled dropdown over react-aria's Select (button, popover and list box).
import type { Key } from 'react-aria-components';
import {
  Button as AriaButton,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  SelectValue,
  Text,
} from 'react-aria-components';
import './selection.css';
import { withBase } from './cx.js';

export interface SelectOption {
  id: string;
  label: string;
}

export interface SelectProps extends Omit<AriaSelectProps<SelectOption>, 'children' | 'items'> {
  label: string;
  options: readonly SelectOption[];
  description?: string;
  errorMessage?: string;
}

export type { Key };

/** A single-choice dropdown with a visible label. */
export function Select({ label, options, description, errorMessage, className, ...props }: SelectProps) {
  return (
    <AriaSelect {...props} className={withBase('cv-Field cv-Select', className)}>
      <Label className="cv-Field-label">{label}</Label>
      <AriaButton className="cv-Input cv-Select-button">
        <SelectValue className="cv-Select-value" />
        <span className="cv-Select-chevron" aria-hidden="true">
          ▾
        </span>
      </AriaButton>
      {description ? (
        <Text slot="description" className="cv-Field-description">
          {description}
        </Text>
      ) : null}
      <FieldError className="cv-Field-error">{errorMessage}</FieldError>
      <Popover className="cv-Select-popover">
        <ListBox className="cv-Select-list" items={options}>
          {(option) => (
            <ListBoxItem id={option.id} className="cv-Select-item" textValue={option.label}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
