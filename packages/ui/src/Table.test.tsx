// The table's row heights by size (PLT-070), as the rendered table carries them.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TABLE_ROW_HEIGHT_PX } from './sizes.js';
import { Cell, Column, Row, Table, TableBody, TableHeader } from './Table.js';

const table = (size?: 'sm' | 'md') =>
  renderToStaticMarkup(
    <Table aria-label="Trips" {...(size ? { size } : {})}>
      <TableHeader>
        <Column isRowHeader>Name</Column>
      </TableHeader>
      <TableBody>
        <Row id="a">
          <Cell>Andes</Cell>
        </Row>
      </TableBody>
    </Table>,
  );

describe('Table', () => {
  it('[PLT-070] rows are 76px at the small size and 60px at the medium size, medium by default', () => {
    expect(TABLE_ROW_HEIGHT_PX).toEqual({ sm: 76, md: 60 });
    expect(table('sm')).toContain('style="--cv-row-height:76px"');
    expect(table('md')).toContain('style="--cv-row-height:60px"');
    expect(table()).toContain('style="--cv-row-height:60px"');
    expect(table('sm')).toContain('Andes');
  });
});
