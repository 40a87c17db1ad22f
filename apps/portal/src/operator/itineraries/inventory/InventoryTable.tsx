// The Itinerary Inventory card's list (INV-005..010): a year selector when the departures span years, year groups newest
// first, the full table and the compact mobile one (start date, requests, confirmed), 25 rows then 'View All', all
// inside a list of at most 31.25rem that scrolls. The requests count opens the Requested Trips dialog (INV-012).
import {
  type CurrencyCode,
  INVENTORY_LIST_MAX_HEIGHT,
  type InventoryAction,
  formatMinor,
  groupInventoryItemsByYear,
  inventoryItemPriceRange,
  showsInventoryYearSelector,
  visibleInventoryRows,
} from '@caravan/domain';
import { Button } from '@caravan/ui';
import { useId, useState } from 'react';
import type { InventoryItemView } from './inventory.api.js';

const ACTION_LABELS: Record<InventoryAction, string> = {
  add: 'Add',
  edit: 'Edit',
  duplicate: 'Duplicate',
  delete: 'Delete',
};

export interface InventoryTableProps {
  items: readonly InventoryItemView[];
  currency: CurrencyCode;
  /** The row actions the viewer's group has (INV-016, INV-017). */
  actions: readonly InventoryAction[];
  onAction: (action: InventoryAction | 'view', item: InventoryItemView) => void;
  onShowTrips: (item: InventoryItemView) => void;
  /** Starts with every row shown (the 'View All' state), for tests and deep links. */
  initialViewAll?: boolean;
}

export function InventoryTable({
  items,
  currency,
  actions,
  onAction,
  onShowTrips,
  initialViewAll,
}: InventoryTableProps) {
  const [viewAll, setViewAll] = useState(initialViewAll ?? false);
  const [year, setYear] = useState<number | 'all'>('all');
  const yearId = useId();
  const groups = groupInventoryItemsByYear(items);
  const shownItems =
    year === 'all' ? groups.flatMap((g) => g.items) : (groups.find((g) => g.year === year)?.items ?? []);
  const { rows, showViewAll } = visibleInventoryRows(shownItems, viewAll);
  const money = (minor: number) => formatMinor(minor, currency);
  const requests = (item: InventoryItemView, short = false) =>
    item.requestedTrips.length > 0 ? (
      <Button
        size="sm"
        variant="quiet"
        aria-label={`${item.quantityPending} requests on ${item.startDate} ${item.packageLevel}${short ? '' : ': show the requested trips'}`}
        onPress={() => onShowTrips(item)}
      >
        {String(item.quantityPending)}
      </Button>
    ) : (
      item.quantityPending
    );

  return (
    <>
      {showsInventoryYearSelector(items) ? (
        <div className="cv-Field op-InventoryYear">
          <label className="cv-Field-label" htmlFor={yearId}>
            Year
          </label>
          <select
            id={yearId}
            className="cv-Input"
            value={String(year)}
            onChange={(e) => setYear(e.target.value === 'all' ? 'all' : Number(e.target.value))}
          >
            <option value="all">All years</option>
            {groups.map((g) => (
              <option key={g.year} value={g.year}>
                {g.year}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="op-Inventory" style={{ maxHeight: INVENTORY_LIST_MAX_HEIGHT }} data-testid="inventory-list">
        {groupInventoryItemsByYear(rows).map((group) => (
          <div key={group.year} className="op-InventoryYearGroup">
            <table className="op-InventoryTable op-InventoryTable--full">
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
                      <td>{requests(item)}</td>
                      <td>{item.quantityConfirmed}</td>
                      <td>{range ? money(range.min) : '—'}</td>
                      <td>{range ? money(range.max) : '—'}</td>
                      <td className="op-InventoryActions">
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={`View ${item.startDate} ${item.packageLevel}`}
                          onPress={() => onAction('view', item)}
                        >
                          View
                        </Button>
                        {actions.map((a) => (
                          <Button
                            key={a}
                            size="sm"
                            variant="secondary"
                            aria-label={`${ACTION_LABELS[a]} ${item.startDate} ${item.packageLevel}`}
                            onPress={() => onAction(a, item)}
                          >
                            {ACTION_LABELS[a]}
                          </Button>
                        ))}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            {/* INV-006: on a phone the compact table replaces the full one (CSS shows one of the two). */}
            <table className="op-InventoryTable op-InventoryTable--compact">
              <caption>{`${group.year} (compact)`}</caption>
              <thead>
                <tr>
                  <th scope="col">Start date</th>
                  <th scope="col">Requests</th>
                  <th scope="col">Confirmed</th>
                </tr>
              </thead>
              <tbody>
                {group.items.map((item) => (
                  <tr key={item.id}>
                    <td>
                      <Button
                        size="sm"
                        variant="quiet"
                        aria-label={`Open ${item.startDate} ${item.packageLevel}`}
                        onPress={() => onAction(actions.includes('edit') ? 'edit' : 'view', item)}
                      >
                        {item.startDate}
                      </Button>
                    </td>
                    <td>{requests(item, true)}</td>
                    <td>{item.quantityConfirmed}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      </div>
      {showViewAll ? (
        <Button variant="secondary" onPress={() => setViewAll(true)}>
          View All
        </Button>
      ) : null}
    </>
  );
}
