// The host's view of a trip's waitlist offers (MKT-046): spots free and held, who holds an offer until when, and who
// is next in line. Read-only: offers are made and expire by themselves.
import { Alert, Button, Card, Cell, Column, Row, Spinner, Table, TableBody, TableHeader } from '@caravan/ui';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/typed.js';

const fetchHostWaitlist = (tripId: string, signal?: AbortSignal) =>
  call('get', '/api/me/host/trips/{id}/waitlist-offers', { params: { id: tripId }, ...(signal ? { signal } : {}) });

export const hostWaitlistKey = (tripId: string) => ['host', 'trip', tripId, 'waitlist-offers'] as const;

const OFFER_LABELS = { offered: 'Held', accepted: 'Taken', expired: 'Expired', withdrawn: 'Withdrawn' } as const;

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

export function HostWaitlistOffers({ tripId }: { tripId: string }) {
  const query = useQuery({
    queryKey: hostWaitlistKey(tripId),
    queryFn: ({ signal }) => fetchHostWaitlist(tripId, signal),
  });
  if (query.isPending)
    return (
      <Card title="Waitlist offers">
        <Spinner label="Loading the waitlist offers" />
      </Card>
    );
  if (query.isError || !query.data)
    return (
      <Card title="Waitlist offers">
        <Alert tone="danger" actions={<Button onPress={() => void query.refetch()}>Try again</Button>}>
          The waitlist offers could not be loaded.
        </Alert>
      </Card>
    );
  const { spotsFree, spotsHeld, inLine, offers } = query.data;
  return (
    <Card title="Waitlist offers">
      <p>
        {spotsFree} spot{spotsFree === 1 ? '' : 's'} free, {spotsHeld} held for waitlisted travelers. A freed spot is
        offered to the first in line and held until they pay the deposit or the hold ends.
      </p>
      <Table aria-label="Offers">
        <TableHeader>
          <Column isRowHeader>Traveler</Column>
          <Column>Order</Column>
          <Column>Spots</Column>
          <Column>Offer</Column>
          <Column>Hold ends</Column>
        </TableHeader>
        <TableBody
          items={offers.map((o) => ({ ...o, id: o.bookingId }))}
          renderEmptyState={() => 'No spot offered yet.'}
        >
          {(o) => (
            <Row id={o.bookingId}>
              <Cell>{o.travelerName}</Cell>
              <Cell>{o.orderId}</Cell>
              <Cell>{o.spots}</Cell>
              <Cell>{o.offer ? OFFER_LABELS[o.offer.status] : ''}</Cell>
              <Cell>{o.offer?.status === 'offered' ? when(o.offer.expiresAt) : ''}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
      <Table aria-label="In line">
        <TableHeader>
          <Column isRowHeader>In line</Column>
          <Column>Traveler</Column>
          <Column>Order</Column>
          <Column>Spots</Column>
          <Column>Joined</Column>
        </TableHeader>
        <TableBody items={inLine.map((e) => ({ ...e, id: e.bookingId }))} renderEmptyState={() => 'No one is waiting.'}>
          {(e) => (
            <Row id={e.bookingId}>
              <Cell>{e.position}</Cell>
              <Cell>{e.travelerName}</Cell>
              <Cell>{e.orderId}</Cell>
              <Cell>{e.spots}</Cell>
              <Cell>{when(e.joinedAt)}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </Card>
  );
}
