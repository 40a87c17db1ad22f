// The Potential Earnings table (HPR-002, HPR-024, HPR-025): a row per shown traveler count with the cost per
// traveler, the service and transaction fees with their percentages, and the host's total earnings.
import { type CostTableRow, type CurrencyCode, costTableFeeLabels, formatMinor } from '@caravan/domain';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '@caravan/ui';

export function EarningsTable({
  rows,
  currency,
  serviceFeePercent,
  transactionFeePercent,
}: {
  rows: CostTableRow[];
  currency: string;
  serviceFeePercent: number;
  transactionFeePercent: number;
}) {
  const money = (minor: number) => formatMinor(minor, currency as CurrencyCode);
  const fees = costTableFeeLabels(serviceFeePercent, transactionFeePercent);
  // On a phone each row reflows into a small card whose cells carry their column's name (pricing.css), so no figure is
  // cut off; the header stays for screen readers.
  const label = (text: string) => (
    <span className="hp-CellLabel" aria-hidden="true">
      {text}
    </span>
  );
  return (
    <Table aria-label="Potential Earnings" className="hp-EarningsTable">
      <TableHeader>
        <Column isRowHeader>Travelers</Column>
        <Column>Cost per traveler</Column>
        <Column>{fees.service}</Column>
        <Column>{fees.transaction}</Column>
        <Column>Total earnings</Column>
      </TableHeader>
      <TableBody
        items={rows.map((r) => ({ ...r, id: r.travelerRowNumber }))}
        renderEmptyState={() => 'Enter valid prices to see your potential earnings.'}
      >
        {(r) => (
          <Row id={r.travelerRowNumber}>
            <Cell>{r.travelerRowNumber} travelers</Cell>
            <Cell>
              {label('Cost per traveler')}
              {money(r.priceWithFixedCost)}
            </Cell>
            <Cell>
              {label(fees.service)}
              {money(r.serviceCost)}
            </Cell>
            <Cell>
              {label(fees.transaction)}
              {money(r.transactionCost)}
            </Cell>
            <Cell>
              {label('Total earnings')}
              <span className={r.totalEarnings < 0 ? 'hp-Negative' : 'hp-Total'}>{money(r.totalEarnings)}</span>
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}
