// Joins a component's base class with a caller's className (string or react-aria render-prop function).
import { composeRenderProps } from 'react-aria-components';

/** Prepends `base` to a react-aria className prop, keeping render-prop functions working. */
export function withBase<T>(
  base: string,
  className: string | ((values: T & { defaultClassName: string | undefined }) => string) | undefined,
) {
  return composeRenderProps(className, (cls) => (cls ? `${base} ${cls}` : base));
}

/** Joins plain class names, skipping empty ones. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
