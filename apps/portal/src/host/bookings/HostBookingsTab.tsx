// The host's Bookings tab of a trip (§2.10, §4.8): Pending/Waitlisted/Confirmed cards, the travelers table with its
// selection and Confirm/Reject Selected (with their dialogs), the waitlist, the auto-confirm toggle, the Companion form.
// Each table reads its orders a page at a time with 'Show more' under it (issue 18); a selection is of loaded rows.
import {
  BOOKINGS_AUTO_CONFIRM_LABEL,
  BOOKINGS_CANCELLED_MESSAGE,
  BOOKINGS_CONFIRMED_MESSAGE,
  BOOKINGS_TABLE_TITLES,
  BOOKINGS_TOAST_MS,
  LAUNCH_AND_CONFIRM_DIALOG,
  canConfirmSelectedOrders,
  canRejectSelectedOrders,
  needsLaunchAndConfirm,
  selectedHostOrderSpots,
} from '@caravan/domain';
import { Alert, Button, Card, ModalDialog, Spinner, Switch, showToast } from '@caravan/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../../api/index.js';
import { usePagedList } from '../../api/paged.js';
import { LoadMore } from '../../shell/LoadMore.js';
import { lazyPage, PageSuspense } from '../../shell/lazy-page.js';
import { pricingKeys } from '../pricing/pricing.api.js';
import { TravelersTable, WaitlistTable } from './BookingsTables.js';
import { HostWaitlistOffers } from '../waitlist/HostWaitlistOffers.js';
import { CompanionSection } from './CompanionForm.js';
import { TripAnnouncementsCard } from '../announcements/TripAnnouncementsCard.js';
import {
  type HostBookingTable,
  type HostBookings,
  hostBookingTableKey,
  hostBookingsApi,
  hostBookingsKey,
} from './host-bookings.api.js';

type Decision = 'confirm' | 'reject';

// The chart and earnings card bring recharts: their own chunk (HBK-005..HBK-009).
const BookingsEarnings = lazyPage(() => import('../pricing/BookingsEarnings.js').then((m) => m.BookingsEarnings));

const errorText = (e: unknown) => (e instanceof ApiError || e instanceof Error ? e.message : 'Something went wrong.');
const toast = (title: string, tone: 'success' | 'danger') => showToast({ title, tone }, BOOKINGS_TOAST_MS);

export function HostBookingsTab({ tripId }: { tripId: string }) {
  const query = useQuery({
    queryKey: hostBookingsKey(tripId),
    queryFn: ({ signal }) => hostBookingsApi.read(tripId, signal),
  });
  if (query.isError)
    return (
      <Alert tone="danger" title="Could not load the bookings">
        {errorText(query.error)}
      </Alert>
    );
  if (!query.data) return <Spinner label="Loading the bookings…" />;
  return <BookingsTabBody tripId={tripId} data={query.data} />;
}

/** One table's orders, page after page. */
const useTable = (tripId: string, table: HostBookingTable) =>
  usePagedList(hostBookingTableKey(tripId, table), (cursor, signal) =>
    hostBookingsApi.table(tripId, table, cursor, signal),
  );

function BookingsTabBody({ tripId, data }: { tripId: string; data: HostBookings }) {
  const queryClient = useQueryClient();
  const travelersList = useTable(tripId, 'travelers');
  const waitlistList = useTable(tripId, 'waitlist');
  const travelers = travelersList.state.status === 'ready' ? travelersList.state.data : [];
  const waitlist = waitlistList.state.status === 'ready' ? waitlistList.state.data : [];
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [dialog, setDialog] = useState<Decision | null>(null);
  // The selection holds booking ids (what the API takes); the rule counts by its orders' ids.
  const selectedSpots = selectedHostOrderSpots(
    travelers.map((o) => ({ orderId: o.bookingId, totalSpotsBooked: o.totalSpotsBooked })),
    selected,
  );
  const canConfirm = canConfirmSelectedOrders({
    tripStatus: data.tripStatus,
    selectedSpots,
    minimumTripThreshold: data.minimumTripThreshold,
  });
  const canReject = canRejectSelectedOrders(selectedSpots);
  const launchAndConfirm = needsLaunchAndConfirm(
    { status: data.tripStatus, launchDate: data.launchDate ? new Date(data.launchDate) : null },
    new Date(),
  );

  // The answer is the tab's new header; the tables are read again (an order moved between them, or changed labels).
  const store = (next: HostBookings) => {
    queryClient.setQueryData(hostBookingsKey(tripId), next);
    for (const table of ['travelers', 'waitlist'] as const)
      void queryClient.invalidateQueries({ queryKey: hostBookingTableKey(tripId, table) });
  };
  const decide = useMutation({
    mutationFn: (decision: Decision) =>
      decision === 'confirm'
        ? hostBookingsApi.confirm(tripId, [...selected])
        : hostBookingsApi.reject(tripId, [...selected]),
    onSuccess: (next, decision) => {
      store(next);
      void queryClient.invalidateQueries({ queryKey: pricingKeys.earnings(tripId) });
      setSelected(new Set());
      toast(decision === 'confirm' ? BOOKINGS_CONFIRMED_MESSAGE : BOOKINGS_CANCELLED_MESSAGE, 'success');
    },
    onError: (e) => toast(errorText(e), 'danger'),
    onSettled: () => setDialog(null),
  });
  const autoConfirm = useMutation({
    mutationFn: (enabled: boolean) => hostBookingsApi.autoConfirm(tripId, enabled),
    onSuccess: store,
    onError: (e) => toast(errorText(e), 'danger'),
  });

  const toggle = (id: string, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const names = travelers
    .filter((o) => selected.has(o.bookingId))
    .map((o) => `${o.traveler.firstName} ${o.traveler.lastName}`.trim());

  return (
    <div className="pt-HostBookings">
      <div className="pt-HostBookings-cards">
        {data.counts.map((c) => (
          // A group, not a titled region: 'Waitlisted' also titles the waitlist table's card (landmarks stay unique).
          <Card key={c.key} role="group" aria-label={c.label}>
            <h2 className="pt-HostBookings-countLabel">{c.label}</h2>
            <p className="pt-HostBookings-count">{c.count}</p>
          </Card>
        ))}
      </div>
      <PageSuspense place="section">
        <BookingsEarnings tripId={tripId} tripName={data.tripName} />
      </PageSuspense>
      <CompanionSection tripId={tripId} />
      <Card title={BOOKINGS_TABLE_TITLES.travelers}>
        <Switch
          isSelected={data.autoConfirm.on}
          isDisabled={data.autoConfirm.disabled || autoConfirm.isPending}
          onChange={(on) => autoConfirm.mutate(on)}
        >
          {BOOKINGS_AUTO_CONFIRM_LABEL}
        </Switch>
        <TableLoad list={travelersList} noun="travelers">
          <TravelersTable orders={travelers} selected={selected} onToggle={toggle} />
        </TableLoad>
        <LoadMore list={travelersList} label="Show more" />
        <div className="pt-HostBookings-actions">
          <Button variant="primary" isDisabled={!canConfirm} onPress={() => setDialog('confirm')}>
            Confirm Selected
          </Button>
          <Button variant="danger" isDisabled={!canReject} onPress={() => setDialog('reject')}>
            Reject Selected
          </Button>
        </div>
      </Card>
      <Card title={BOOKINGS_TABLE_TITLES.waitlisted}>
        <TableLoad list={waitlistList} noun="waitlist">
          <WaitlistTable orders={waitlist} />
        </TableLoad>
        <LoadMore list={waitlistList} label="Show more" />
      </Card>
      <HostWaitlistOffers tripId={tripId} />
      <TripAnnouncementsCard tripId={tripId} />
      <ModalDialog
        role="alertdialog"
        isOpen={dialog !== null}
        onOpenChange={(open) => (open ? null : setDialog(null))}
        title={
          dialog === 'reject'
            ? 'Reject Travelers'
            : launchAndConfirm
              ? LAUNCH_AND_CONFIRM_DIALOG.title
              : 'Confirm Travelers'
        }
        actions={({ close }) => (
          <>
            <Button variant="secondary" onPress={close}>
              Cancel
            </Button>
            <Button
              variant={dialog === 'reject' ? 'danger' : 'primary'}
              isDisabled={decide.isPending}
              onPress={() => dialog && decide.mutate(dialog)}
            >
              {dialog === 'reject' ? 'Reject' : launchAndConfirm ? LAUNCH_AND_CONFIRM_DIALOG.title : 'Confirm'}
            </Button>
          </>
        )}
      >
        {dialog === 'confirm' && launchAndConfirm ? <p>{LAUNCH_AND_CONFIRM_DIALOG.description}</p> : null}
        <p>
          {dialog === 'reject' ? 'Reject' : 'Confirm'} {selectedSpots} spot{selectedSpots === 1 ? '' : 's'} for{' '}
          {names.join(', ')}? Each traveler is told by e-mail.
        </p>
      </ModalDialog>
    </div>
  );
}

/** A table once its first page is in; until then its loading, or why it could not be read. */
function TableLoad({ list, noun, children }: { list: ReturnType<typeof useTable>; noun: string; children: ReactNode }) {
  if (list.state.status === 'loading') return <Spinner size="sm" label={`Loading the ${noun}…`} />;
  if (list.state.status === 'failed')
    return (
      <Alert tone="danger" title={`Could not load the ${noun}`}>
        {list.state.message}
      </Alert>
    );
  return children;
}
