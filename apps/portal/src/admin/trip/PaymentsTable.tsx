// The admin trip page's Payments ledger (MKT-022): one row per payment, a refund labelled 'REFUND' by the domain's
// payment-row rule, so the admin reads the same word as the traveler's Transaction History.
import { currencyCodeSchema, formatMinor, paymentRowLabel, paymentTypeSchema } from '@caravan/domain';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '@caravan/ui';
import type { Schema } from '../../api/index.js';
import { utcDateTime } from '../admin-load.js';

/** One row of GET /api/admin/trips/{id}/payments. */
type AdminTripPayment = Schema<'AdminTripPayment'>;

export function PaymentsTable({ rows }: { rows: AdminTripPayment[] }) {
  return (
    <Table aria-label="Payments">
      <TableHeader>
        <Column isRowHeader>Order</Column>
        <Column>Type</Column>
        <Column>Status</Column>
        <Column>Amount</Column>
        <Column>When</Column>
      </TableHeader>
      <TableBody items={rows} renderEmptyState={() => <p className="pt-Empty">No payments.</p>}>
        {(p) => (
          <Row id={p.id}>
            <Cell>{p.orderId}</Cell>
            <Cell>
              {paymentRowLabel({ type: paymentTypeSchema.parse(p.type), amount: p.amount })}
              {p.automatic ? ' (automatic)' : ''}
            </Cell>
            <Cell>{p.status}</Cell>
            <Cell>{formatMinor(p.amount, currencyCodeSchema.parse(p.currency))}</Cell>
            <Cell>{utcDateTime(p.paidAt)}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}
