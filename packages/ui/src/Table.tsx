// Table: styled wrappers over react-aria's Table parts (keyboard navigation, sorting hooks, row headers).
import {
  Cell as AriaCell,
  type CellProps,
  Column as AriaColumn,
  type ColumnProps,
  Row as AriaRow,
  type RowProps,
  Table as AriaTable,
  TableBody as AriaTableBody,
  type TableBodyProps,
  TableHeader as AriaTableHeader,
  type TableHeaderProps,
  type TableProps,
} from 'react-aria-components';
import type { CSSProperties } from 'react';
import { withBase } from './cx.js';
import { TABLE_ROW_HEIGHT_PX, type TableSize } from './sizes.js';

/** A data table; give it an `aria-label` or `aria-labelledby`. `size` sets the row height (PLT-070), medium by default. */
export function Table({ className, size = 'md', ...props }: TableProps & { size?: TableSize }) {
  const rowHeight = { '--cv-row-height': `${TABLE_ROW_HEIGHT_PX[size]}px` } as CSSProperties;
  return (
    <div className="cv-TableWrap" data-size={size} style={rowHeight}>
      <AriaTable {...props} className={withBase('cv-Table', className)} />
    </div>
  );
}

export function TableHeader<T extends object>({ className, ...props }: TableHeaderProps<T>) {
  return <AriaTableHeader {...props} className={withBase('cv-TableHeader', className)} />;
}

export function Column({ className, ...props }: ColumnProps) {
  return <AriaColumn {...props} className={withBase('cv-Column', className)} />;
}

export function TableBody<T extends object>({ className, ...props }: TableBodyProps<T>) {
  return <AriaTableBody {...props} className={withBase('cv-TableBody', className)} />;
}

export function Row<T extends object>({ className, ...props }: RowProps<T>) {
  return <AriaRow {...props} className={withBase('cv-Row', className)} />;
}

export function Cell({ className, ...props }: CellProps) {
  return <AriaCell {...props} className={withBase('cv-Cell', className)} />;
}
