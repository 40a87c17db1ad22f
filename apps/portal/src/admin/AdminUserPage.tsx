// /admin/users/{id}: one user for the admin (MKT-021): who they are, their latest trips, bookings and live sessions,
// and the Impersonate button that opens Caravan as them.
import { APP_SHELL_PATH, adminTripPath } from '@caravan/domain';
import { Alert, Button, Card, Cell, Column, Link, PageHeader, Row, Table, TableBody, TableHeader } from '@caravan/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { type AdminUserOverview, api } from '../api/index.js';
import { loadStateOf, queryKeys } from '../api/queries.js';
import { displayName } from '../shell/session.js';
import { adminBack } from './AdminBack.js';
import { AdminLoad, utcDateTime } from './admin-load.js';
import { GROUP_LABEL } from './groups.js';

const when = utcDateTime;

/** The admin's page of user `id`. */
export function AdminUserPage({ id }: { id: string }) {
  const query = useQuery({ queryKey: queryKeys.adminUser(id), queryFn: ({ signal }) => api.userOverview(id, signal) });
  return <AdminLoad state={loadStateOf(query)} noun="user" ready={(overview) => <UserDetail overview={overview} />} />;
}

function UserDetail({ overview }: { overview: AdminUserOverview }) {
  const { user } = overview;
  return (
    <>
      {adminBack}
      <PageHeader
        eyebrow={`Admin · ${GROUP_LABEL[user.group] ?? user.group}${user.role ? ` · ${user.role}` : ''}`}
        title={displayName(user)}
        description={`${user.email} · id ${user.id} · ${user.active ? 'active' : 'deactivated'} · since ${when(user.createdAt)}`}
      />
      <ImpersonateButton userId={user.id} group={user.group} active={user.active} />
      <Card title={`Trips (${overview.tripCount})`}>
        <Table aria-label="Trips">
          <TableHeader>
            <Column isRowHeader>Trip</Column>
            <Column>Status</Column>
            <Column>Starts</Column>
            <Column>As</Column>
          </TableHeader>
          <TableBody items={overview.trips} renderEmptyState={() => <p className="pt-Empty">No trips.</p>}>
            {(trip) => (
              <Row id={trip.id}>
                <Cell>
                  <Link href={adminTripPath(trip.id)}>{trip.name}</Link>{' '}
                  <span className="pt-Muted">#{trip.shortId}</span>
                </Cell>
                <Cell>{trip.status}</Cell>
                <Cell>{trip.startDate}</Cell>
                <Cell>{trip.as}</Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      </Card>
      <Card title={`Bookings (${overview.bookingCount})`}>
        <Table aria-label="Bookings">
          <TableHeader>
            <Column isRowHeader>Order</Column>
            <Column>Trip</Column>
            <Column>Status</Column>
            <Column>Booked</Column>
          </TableHeader>
          <TableBody items={overview.bookings} renderEmptyState={() => <p className="pt-Empty">No bookings.</p>}>
            {(booking) => (
              <Row id={booking.id}>
                <Cell>
                  <Link href={`/admin/bookings/${booking.id}`}>{booking.orderId}</Link>
                </Cell>
                <Cell>
                  <Link href={adminTripPath(booking.tripId)}>{booking.tripName}</Link>
                </Cell>
                <Cell>{booking.status}</Cell>
                <Cell>{when(booking.createdAt)}</Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      </Card>
      <Card title={`Live sessions (${overview.sessions.length})`}>
        <Table aria-label="Live sessions">
          <TableHeader>
            <Column isRowHeader>Signed in</Column>
            <Column>Last seen</Column>
            <Column>Expires</Column>
            <Column>Impersonated by</Column>
          </TableHeader>
          <TableBody
            items={overview.sessions.map((s, i) => ({ ...s, key: i }))}
            renderEmptyState={() => <p className="pt-Empty">No live sessions.</p>}
          >
            {(s) => (
              <Row id={s.key}>
                <Cell>{when(s.createdAt)}</Cell>
                <Cell>{when(s.lastSeenAt)}</Cell>
                <Cell>{when(s.expiresAt)}</Cell>
                <Cell>{s.impersonatedBy ?? '—'}</Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      </Card>
    </>
  );
}

/** One button: the session becomes the user's, everything read as the admin is dropped, and their app opens. */
function ImpersonateButton({ userId, group, active }: { userId: string; group: string; active: boolean }) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const impersonate = useMutation({
    mutationFn: () => api.impersonate(userId),
    onSuccess: (result) => {
      queryClient.clear();
      navigate(result.redirectTo || APP_SHELL_PATH, { replace: true });
    },
  });
  // The API refuses both (HAP-090); the button says so instead of offering a refusal.
  if (group === 'admin') return <p className="pt-Muted">Admins cannot be impersonated.</p>;
  if (!active) return <p className="pt-Muted">A deactivated user cannot be impersonated.</p>;
  return (
    <div className="pt-Toolbar">
      <Button onPress={() => impersonate.mutate()} isPending={impersonate.isPending}>
        Impersonate
      </Button>
      {impersonate.isError ? (
        <Alert tone="danger" title="Could not impersonate">
          {impersonate.error.message}
        </Alert>
      ) : null}
    </div>
  );
}
