// The Itinerary Inventory card (INV-004..017): the departures list (InventoryTable), the Inventory Detail form that
// renders the inventory-form machine (InventoryForm), the Requested Trips dialog and the delete confirmation, with the
// machine's toasts ('Itinerary Saved', 'Cannot delete inventory item'). The departures are read a page at a time
// (issue 18) with 'Show more' under the table.
import {
  type CurrencyCode,
  type InventoryAction,
  todayInZone,
  canAddInventoryItem,
  inventoryRowMenuActions,
} from '@caravan/domain';
import {
  type InventorySpots,
  inventoryFormMachine,
  selectInventoryDeleteConfirming,
  selectInventoryFailure,
  selectInventoryFormMode,
  selectInventoryFormSaving,
  selectInventorySavedToast,
} from '@caravan/machines';
import { Alert, Button, Card, ModalDialog, Spinner } from '@caravan/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { usePagedList } from '../../../api/paged.js';
import { LoadMore } from '../../../shell/LoadMore.js';
import { notify } from '../../../shell/notify.js';
import { useProfile } from '../../../shell/session.js';
import { InventoryForm } from './InventoryForm.js';
import { InventoryTable } from './InventoryTable.js';
import { RequestedTripsDialog } from './RequestedTripsDialog.js';
import { type InventoryItemView, asDomainItem, inventoryApi, inventoryKeys } from './inventory.api.js';
import './inventory.css';

export function InventoryCard({
  itineraryId,
  currency,
  timeZone,
  spots,
  tripHref,
}: {
  itineraryId: string;
  currency: CurrencyCode;
  /** The itinerary's IANA zone: a departure's lead window counts from its today there, as the API does. */
  timeZone: string;
  spots?: InventorySpots;
  /** The Requested Trips links for the viewer's app (the operator's review details by default). */
  tripHref?: (tripId: string) => string;
}) {
  const profile = useProfile();
  const queryClient = useQueryClient();
  const list = usePagedList(inventoryKeys.list(itineraryId), (cursor, signal) =>
    inventoryApi.list(itineraryId, cursor, signal),
  );
  const loaded = list.state.data;
  const items = loaded ?? [];
  const itemsRef = useRef<InventoryItemView[]>(items);
  itemsRef.current = items;
  const ref = useActorRef(
    inventoryFormMachine.provide({
      actors: {
        saveInventoryItem: fromPromise(async ({ input }) => {
          const done = await inventoryApi.save(itineraryId, itemsRef.current, input);
          await queryClient.invalidateQueries({ queryKey: inventoryKeys.list(itineraryId) });
          return done;
        }),
      },
    }),
    {
      input: {
        group: profile.group,
        itinerary: itineraryId,
        currency,
        today: todayInZone(new Date(), timeZone),
        ...(spots ? { spots } : {}),
      },
    },
  );
  const mode = useSelector(ref, selectInventoryFormMode);
  const saving = useSelector(ref, selectInventoryFormSaving);
  const failure = useSelector(ref, selectInventoryFailure);
  const saved = useSelector(ref, selectInventorySavedToast);
  const confirming = useSelector(ref, selectInventoryDeleteConfirming);
  const [tripsOf, setTripsOf] = useState<InventoryItemView | null>(null);

  // INV-039, INV-040: the machine decides reserved and taken dates from the inventory as loaded (the server checks
  // the rest: a taken date answers 409).
  useEffect(() => {
    if (loaded) ref.send({ type: 'items.sync', items: loaded.map(asDomainItem) });
  }, [loaded, ref]);
  // INV-054 and INV-053: the machine's toasts (a failed delete leaves the confirmation open).
  useEffect(() => {
    if (saved) notify({ title: saved.title, description: saved.message, tone: 'success' }, 'snackbar');
  }, [saved]);
  useEffect(() => {
    if (failure && mode === 'delete')
      notify({ title: failure.title, description: failure.message, tone: 'danger' }, 'snackbar');
  }, [failure, mode]);

  if (list.state.status === 'failed')
    return (
      <Card title="Itinerary Inventory">
        <Alert tone="danger">{list.state.message}</Alert>
      </Card>
    );
  const open = (action: InventoryAction | 'view', item: InventoryItemView) =>
    ref.send(
      action === 'view'
        ? { type: 'form.open', mode: 'update', item: asDomainItem(item), readOnly: true }
        : {
            type: 'form.open',
            mode: action === 'edit' ? 'update' : action === 'duplicate' ? 'duplicate' : 'delete',
            item: asDomainItem(item),
          },
    );

  return (
    <Card title="Itinerary Inventory">
      {list.state.status === 'loading' ? <Spinner size="sm" label="Loading the inventory…" /> : null}
      {list.state.status === 'ready' && items.length === 0 ? <p>No departures yet.</p> : null}
      {canAddInventoryItem(profile.group) ? (
        <Button variant="secondary" onPress={() => ref.send({ type: 'form.open', mode: 'create' })}>
          Add Inventory
        </Button>
      ) : null}
      <InventoryTable
        items={items}
        currency={currency}
        actions={inventoryRowMenuActions(profile.group)}
        onAction={open}
        onShowTrips={setTripsOf}
      />
      <LoadMore list={list} label="Show more" />
      {mode !== null && mode !== 'delete' ? <InventoryForm actor={ref} /> : null}
      <RequestedTripsDialog item={tripsOf} onClose={() => setTripsOf(null)} {...(tripHref ? { tripHref } : {})} />
      <ModalDialog
        title="Delete this departure?"
        role="alertdialog"
        isOpen={confirming}
        onOpenChange={(o) => (o ? undefined : ref.send({ type: 'form.cancel' }))}
        actions={() => (
          <>
            <Button variant="secondary" onPress={() => ref.send({ type: 'form.cancel' })}>
              Keep it
            </Button>
            <Button onPress={() => ref.send({ type: 'delete.confirm' })} isPending={saving}>
              Delete
            </Button>
          </>
        )}
      >
        <p>The departure is removed from the itinerary's inventory.</p>
      </ModalDialog>
    </Card>
  );
}
