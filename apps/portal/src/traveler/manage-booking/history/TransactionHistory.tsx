// Transaction History (MBK-011, PAY-003, PAY-016): the booking's payments, newest first, dated 'MMM dd, yyyy'.
import { formatMinor, formatPaymentDate, paymentTypeLabel } from '@caravan/domain';
import { Alert, Badge, Cell, Column, Row, Spinner, Table, TableBody, TableHeader } from '@caravan/ui';
import { useQuery } from '@tanstack/react-query';
import { travelerApi } from '../../api.js';
import { useTrip } from '../../shell/TripContext.js';
import { loadStateOf, queryKeys } from '../../../api/queries.js';

export function TransactionHistory() {
  const { booking } = useTrip();
  const bookingId = booking?._id ?? '';
  const version = `${bookingId}:${booking?.paidAmount ?? 0}:${booking?.payments.length ?? 0}`;
  const payments = useQuery({
    queryKey: queryKeys.bookingPayments(bookingId, version),
    queryFn: ({ signal }) => travelerApi.paymentHistory(bookingId, signal),
  });
  const state = loadStateOf(payments);
  return (
    <section className="tv-Section" aria-labelledby="mb-history">
      <div className="tv-Section-head">
        <h2 id="mb-history" className="tv-SectionTitle">
          Transaction History
        </h2>
      </div>
      {state.status === 'failed' ? <Alert tone="danger">{state.message}</Alert> : null}
      {state.data ? (
        <Table aria-labelledby="mb-history">
          <TableHeader>
            <Column isRowHeader>Date</Column>
            <Column>Type</Column>
            <Column>Status</Column>
            <Column>Amount</Column>
          </TableHeader>
          <TableBody items={state.data} renderEmptyState={() => 'No payments yet.'}>
            {(p) => (
              <Row id={p._id}>
                <Cell>{formatPaymentDate(p.date)}</Cell>
                <Cell>
                  {paymentTypeLabel(p.type)}
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
      ) : state.status === 'loading' ? (
        <Spinner label="Loading payments…" />
      ) : null}
    </section>
  );
}
