// Form: react-aria's Form with Caravan layout; server `validationErrors` show on matching fields.
import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';
import { cx } from './cx.js';

export type FormProps = AriaFormProps;

/** A vertical form; pass `validationErrors` (field name -> message) to display server errors. */
export function Form({ className, ...props }: FormProps) {
  return <AriaForm {...props} className={cx('cv-Form', className)} />;
}
