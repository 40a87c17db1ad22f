// TextField: a labelled text input with description and validation error, over react-aria's TextField.
import {
  FieldError,
  Input,
  Label,
  Text,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { withBase } from './cx.js';

export interface TextFieldProps extends AriaTextFieldProps {
  label: string;
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
  /** The id of a <datalist> whose options the input suggests (a picker that still takes free text). */
  list?: string;
}

/** A text field whose label, help text and error are wired to the input for assistive tech. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  list,
  className,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField {...props} className={withBase('cv-Field', className)}>
      <Label className="cv-Field-label">{label}</Label>
      <Input
        className="cv-Input"
        {...(placeholder === undefined ? {} : { placeholder })}
        {...(list === undefined ? {} : { list })}
      />
      {description ? (
        <Text slot="description" className="cv-Field-description">
          {description}
        </Text>
      ) : null}
      <FieldError className="cv-Field-error">{errorMessage}</FieldError>
    </AriaTextField>
  );
}
