// The Travelers table (tickable pending orders, HBK-024/025) and the Waitlisted table (rejected last, HBK-019/023).
import { formatMinor, type CurrencyCode } from '@caravan/domain';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '@caravan/ui';
import type { HostBookingOrder } from './host-bookings.api.js';

const nameOf = (o: HostBookingOrder) => `${o.traveler.firstName} ${o.traveler.lastName}`.trim() || o.traveler.email;
const money = (o: HostBookingOrder, minor: number) => formatMinor(minor, o.currency as CurrencyCode);

export function TravelersTable({
  orders,
  selected,
  onToggle,
}: {
  orders: HostBookingOrder[];
  selected: ReadonlySet<string>;
  onToggle: (bookingId: string, on: boolean) => void;
}) {
  return (
    <Table aria-label="Travelers">
      <TableHeader>
        <Column isRowHeader>Traveler</Column>
        <Column>Select</Column>
        <Column>Order</Column>
        <Column>Spots</Column>
        <Column>Status</Column>
        <Column>Payment</Column>
        <Column>Paid</Column>
      </TableHeader>
      {/* The rows render again when the selection changes: the collection caches them by item otherwise. */}
      <TableBody items={orders} dependencies={[selected]} renderEmptyState={() => 'No travelers yet.'}>
        {(o) => (
          <Row id={o.bookingId}>
            <Cell>
              {nameOf(o)}
              <br />
              <small>{o.traveler.email}</small>
            </Cell>
            <Cell>
              <input
                type="checkbox"
                aria-label={`Select ${nameOf(o)}`}
                checked={selected.has(o.bookingId)}
                disabled={!o.selectable}
                onChange={(e) => onToggle(o.bookingId, e.currentTarget.checked)}
              />
            </Cell>
            <Cell>{o.orderId}</Cell>
            <Cell>{o.totalSpotsBooked}</Cell>
            <Cell>{o.displayLabel}</Cell>
            <Cell>{o.paymentLabel ?? ''}</Cell>
            <Cell>
              {money(o, o.paidAmount)} of {money(o, o.totalAmount)}
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

export function WaitlistTable({ orders }: { orders: HostBookingOrder[] }) {
  return (
    <Table aria-label="Waitlisted">
      <TableHeader>
        <Column isRowHeader>Traveler</Column>
        <Column>Order</Column>
        <Column>Spots</Column>
        <Column>Status</Column>
        <Column>Payment</Column>
      </TableHeader>
      <TableBody items={orders} renderEmptyState={() => 'No one is waitlisted.'}>
        {(o) => (
          <Row id={o.bookingId}>
            <Cell>{nameOf(o)}</Cell>
            <Cell>{o.orderId}</Cell>
            <Cell>{o.totalSpotsBooked}</Cell>
            <Cell>{o.displayLabel}</Cell>
            <Cell>{o.paymentLabel ?? ''}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}
