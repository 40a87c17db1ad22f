// The Itinerary Inventory card (INV-004..017): departures grouped by year, newest first, 25 rows then 'View All', a row
// menu by role (edit and delete for operators; add and duplicate for hosts only), and the Inventory Detail form that
// renders the inventory-form machine's snapshot (create, update, duplicate, delete with its confirmation).
import {
  type CurrencyCode,
  calendarDateOf,
  canAddInventoryItem,
  formatMinor,
  groupInventoryItemsByYear,
  inventoryItemPriceRange,
  inventoryRowMenuActions,
  visibleInventoryRows,
} from '@caravan/domain';
import {
  inventoryFormMachine,
  selectInUseNotice,
  selectInventoryFailure,
  selectInventoryFormErrors,
  selectInventoryFormMode,
  selectInventoryFormOffersSave,
  selectInventoryFormSaving,
  selectInventorySavedToast,
  selectStartDateEditable,
} from '@caravan/machines';
import { Alert, Button, Card, ModalDialog, Spinner } from '@caravan/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { notify } from '../../../shell/notify.js';
import { useProfile } from '../../../shell/session.js';
import { Input } from '../pricing/ValidityPeriods.js';
import { type InventoryItemView, asDomainItem, inventoryApi, inventoryKeys } from './inventory.api.js';

const money = (minor: number, currency: CurrencyCode) => formatMinor(minor, currency);

export function InventoryCard({ itineraryId, currency }: { itineraryId: string; currency: CurrencyCode }) {
  const profile = useProfile();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: inventoryKeys.list(itineraryId),
    queryFn: ({ signal }) => inventoryApi.list(itineraryId, signal),
  });
  const items = query.data ?? [];
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
    { input: { group: profile.group, itinerary: itineraryId, currency, today: calendarDateOf(new Date()) } },
  );
  const mode = useSelector(ref, selectInventoryFormMode);
  const offersSave = useSelector(ref, selectInventoryFormOffersSave);
  const saving = useSelector(ref, selectInventoryFormSaving);
  const errors = useSelector(ref, selectInventoryFormErrors);
  const failure = useSelector(ref, selectInventoryFailure);
  const saved = useSelector(ref, selectInventorySavedToast);
  const startEditable = useSelector(ref, selectStartDateEditable);
  const inUse = useSelector(ref, selectInUseNotice);
  const values = useSelector(ref, (s) => s.context.values as Record<string, unknown>);
  const confirming = useSelector(ref, (s) => s.matches('confirmingDelete') || s.matches('deleting'));
  const [viewAll, setViewAll] = useState(false);

  // INV-054 and INV-053: the machine's toasts.
  useEffect(() => {
    if (saved) notify({ title: saved.title, description: saved.message, tone: 'success' }, 'snackbar');
  }, [saved]);
  useEffect(() => {
    if (failure && mode === null)
      notify({ title: failure.title, description: failure.message, tone: 'danger' }, 'snackbar');
  }, [failure, mode]);

  if (query.status === 'error') return <Alert tone="danger">{query.error.message}</Alert>;
  const actions = inventoryRowMenuActions(profile.group);
  const { rows, showViewAll } = visibleInventoryRows(items, viewAll);
  const open = (m: 'update' | 'duplicate' | 'delete', item: InventoryItemView) =>
    ref.send({ type: 'form.open', mode: m, item: asDomainItem(item) });
  const change = (key: string, value: unknown) => ref.send({ type: 'form.change', values: { [key]: value } });
  const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));

  return (
    <Card title="Itinerary Inventory">
      {query.status === 'pending' ? <Spinner size="sm" label="Loading the inventory…" /> : null}
      {query.status === 'success' && items.length === 0 ? <p>No departures yet.</p> : null}
      {canAddInventoryItem(profile.group) ? (
        <Button variant="secondary" onPress={() => ref.send({ type: 'form.open', mode: 'create' })}>
          Add Inventory
        </Button>
      ) : null}
      <div className="op-Inventory">
        {groupInventoryItemsByYear(rows).map((group) => (
          <table key={group.year} className="op-InventoryTable">
            <caption>{group.year}</caption>
            <thead>
              <tr>
                <th scope="col">Start date</th>
                <th scope="col">Package</th>
                <th scope="col">Requests</th>
                <th scope="col">Confirmed</th>
                <th scope="col">Min price</th>
                <th scope="col">Max price</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {group.items.map((item) => {
                const range = inventoryItemPriceRange(item);
                return (
                  <tr key={item.id}>
                    <td>{item.startDate}</td>
                    <td>{item.packageLevel}</td>
                    <td>{item.quantityPending}</td>
                    <td>{item.quantityConfirmed}</td>
                    <td>{range ? money(range.min, currency) : '—'}</td>
                    <td>{range ? money(range.max, currency) : '—'}</td>
                    <td>
                      {actions.map((a) => (
                        <Button
                          key={a}
                          size="sm"
                          variant="secondary"
                          aria-label={`${a === 'edit' ? 'Edit' : a === 'duplicate' ? 'Duplicate' : 'Delete'} ${item.startDate} ${item.packageLevel}`}
                          onPress={() =>
                            open(a === 'edit' ? 'update' : a === 'duplicate' ? 'duplicate' : 'delete', item)
                          }
                        >
                          {a === 'edit' ? 'Edit' : a === 'duplicate' ? 'Duplicate' : 'Delete'}
                        </Button>
                      ))}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        ))}
      </div>
      {showViewAll ? (
        <Button variant="secondary" onPress={() => setViewAll(true)}>
          View All
        </Button>
      ) : null}
      {mode !== null && mode !== 'delete' ? (
        <form
          className="op-Form op-InventoryForm"
          aria-label="Inventory Detail"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            ref.send({ type: 'form.submit' });
          }}
        >
          {inUse ? (
            <Alert tone="warning" title={inUse.title}>
              {inUse.text}
            </Alert>
          ) : null}
          {startEditable ? (
            <Input
              label="Start date"
              type="date"
              value={text(values.startDate)}
              onChange={(v) => change('startDate', v)}
              error={errors.startDate}
            />
          ) : (
            <p>Start date: {text(values.startDate)}</p>
          )}
          <Input
            label="Trip Quantity"
            type="number"
            min={0}
            value={text(values.quantityAvailable)}
            onChange={(v) => change('quantityAvailable', v)}
            error={errors.quantityAvailable}
          />
          <Input
            label="Single Supplement Price"
            type="number"
            min={0}
            value={text(values.singleSupplementPrice)}
            onChange={(v) => change('singleSupplementPrice', v)}
            error={errors.singleSupplementPrice}
          />
          {failure ? (
            <Alert tone="danger" title={failure.title}>
              {failure.message}
            </Alert>
          ) : null}
          <div className="op-Actions">
            {offersSave ? (
              <Button type="submit" isPending={saving}>
                Save departure
              </Button>
            ) : null}
            <Button variant="secondary" onPress={() => ref.send({ type: 'form.cancel' })}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
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
