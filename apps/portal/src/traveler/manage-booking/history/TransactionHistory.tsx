// Transaction History (MBK-011, PAY-003, PAY-016): the booking's payments, newest first, dated 'MMM dd, yyyy', a page
// at a time (issue 18) with 'Show more' under the table; a refund reads 'REFUND' (the domain's payment-row label).
import { formatMinor, formatPaymentDate, type Payment, paymentRowLabel } from '@caravan/domain';
import { Alert, Badge, Cell, Column, Row, Spinner, Table, TableBody, TableHeader } from '@caravan/ui';
import { usePagedList } from '../../../api/paged.js';
import { queryKeys } from '../../../api/queries.js';
import { LoadMore } from '../../../shell/LoadMore.js';
import { travelerApi } from '../../api.js';
import { useTrip } from '../../shell/TripContext.js';

export function TransactionHistory() {
  const { booking } = useTrip();
  const bookingId = booking?._id ?? '';
  const version = `${bookingId}:${booking?.paidAmount ?? 0}:${booking?.payments.length ?? 0}`;
  const list = usePagedList(queryKeys.bookingPayments(bookingId, version), (cursor, signal) =>
    travelerApi.paymentHistory(bookingId, cursor, signal),
  );
  const state = list.state;
  return (
    <section className="tv-Section" aria-labelledby="mb-history">
      <div className="tv-Section-head">
        <h2 id="mb-history" className="tv-SectionTitle">
          Transaction History
        </h2>
      </div>
      {state.status === 'failed' ? <Alert tone="danger">{state.message}</Alert> : null}
      {state.data ? (
        <TransactionHistoryTable payments={state.data} />
      ) : state.status === 'loading' ? (
        <Spinner label="Loading payments…" />
      ) : null}
      <LoadMore list={list} label="Show more" />
    </section>
  );
}

/** The loaded page of payments as the table the traveler reads. */
export function TransactionHistoryTable({ payments }: { payments: Payment[] }) {
  return (
    <Table aria-labelledby="mb-history">
      <TableHeader>
        <Column isRowHeader>Date</Column>
        <Column>Type</Column>
        <Column>Status</Column>
        <Column>Amount</Column>
      </TableHeader>
      <TableBody items={payments} renderEmptyState={() => 'No payments yet.'}>
        {(p) => (
          <Row id={p._id}>
            <Cell>{formatPaymentDate(p.date)}</Cell>
            <Cell>
              {paymentRowLabel(p)}
              {p.automatic ? ' · automatic' : ''}
            </Cell>
            <Cell>
              <Badge tone={p.status === 'success' ? 'success' : p.status === 'failed' ? 'danger' : 'warning'}>
                {p.status}
              </Badge>
            </Cell>
            <Cell>{formatMinor(p.amount, p.currency)}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}
