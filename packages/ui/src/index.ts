// @caravan/ui public entry: the Caravan design system on react-aria-components. Import './theme.css' once.
export { Alert, type AlertProps, type AlertTone, Banner, type BannerProps } from './Alert.js';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button.js';
export { Card, type CardProps } from './Card.js';
export { Dialog, type DialogProps, DialogTrigger, ModalDialog, type ModalDialogProps } from './Dialog.js';
export { Form, type FormProps } from './Form.js';
export { Heading, type HeadingProps, PageHeader, type PageHeaderProps } from './Heading.js';
export { Link, type LinkProps } from './Link.js';
export { UIProvider, type UIProviderProps } from './Provider.js';
export { ResponsiveImage, type ResponsiveImageProps } from './ResponsiveImage.js';
export { Spinner, type SpinnerProps } from './Spinner.js';
export { SidePanel, type SidePanelProps } from './SidePanel.js';
export { SIDE_PANEL_MAX_WIDTH_PX, TABLE_ROW_HEIGHT_PX, type TableSize } from './sizes.js';
export { Cell, Column, Row, Table, TableBody, TableHeader } from './Table.js';
export { TextField, type TextFieldProps } from './TextField.js';
export {
  showToast,
  type ToastContent,
  toastQueue,
  ToastRegion,
  type ToastRegionProps,
  type ToastTone,
} from './Toast.js';
export { Badge, type BadgeProps, type BadgeTone } from './Badge.js';
export { Radio, RadioGroup, type RadioGroupProps, type RadioProps } from './RadioGroup.js';
export { Select, type SelectOption, type SelectProps } from './Select.js';
export { Switch, type SwitchProps } from './Switch.js';
