// The alternatives inventory panel (ALT-007): per departure, one accommodation card per day range; 'Save inventory'
// sends each changed item with only its selections (ALT-019) and tells 'Inventory updated' or 'Some changes failed to
// save' with x of y (ALT-020, ALT-021).
import { selectAccommodationForRange } from '@caravan/domain';
import { Button } from '@caravan/ui';
import { useState } from 'react';
import { notify } from '../../shell/notify.js';
import { AccommodationOption } from './AccommodationOption.js';
import { type ItineraryAlternatives, alternativesApi } from './alternatives.api.js';
import { saveSelectionDrafts } from './selection-saves.js';

export function InventoryPanel({ data, onSaved }: { data: ItineraryAlternatives; onSaved: () => Promise<unknown> }) {
  const [drafts, setDrafts] = useState<Record<string, string[]>>({});
  const [saving, setSaving] = useState(false);
  const ranges = data.ranges.map((r) => ({
    index: r.index,
    startDayIndex: r.startDayIndex,
    duration: r.duration,
    defaultAccommodationId: r.default.serviceId,
    alternativeIds: r.alternatives.map((a) => a.serviceId),
  }));
  const choose = (itemId: string, stored: string[], rangeIndex: number, id: string) => {
    const next = selectAccommodationForRange(ranges, drafts[itemId] ?? stored, rangeIndex, id);
    if (next) setDrafts({ ...drafts, [itemId]: next });
  };
  const save = async () => {
    setSaving(true);
    const out = await saveSelectionDrafts(data.items, drafts, (id, body) =>
      alternativesApi.saveSelections(data.itineraryId, id, body.accommodationSelections),
    );
    await onSaved();
    setSaving(false);
    setDrafts(Object.fromEntries(Object.entries(drafts).filter(([id]) => out.failed.includes(id))));
    if (out.message.ok) notify({ title: out.message.title, tone: 'success' }, 'snackbar');
    else notify({ title: out.message.title, description: out.message.description, tone: 'danger' }, 'snackbar');
  };
  const dirty = Object.keys(drafts).length > 0;
  return (
    <section className="op-AltInventory" aria-label="Alternatives inventory">
      {data.items.map((item) => (
        <fieldset key={item.id} className="op-AltInventory-item">
          <legend>
            {item.startDate} · {item.packageLevel}
          </legend>
          {data.ranges.map((range) => (
            <fieldset key={range.index} className="op-AltInventory-range">
              <legend className="pt-visually-hidden">
                Days {range.startDayIndex + 1} to {range.startDayIndex + range.duration}
              </legend>
              {[range.default, ...range.alternatives].map((acc) => (
                <AccommodationOption
                  key={acc.serviceId}
                  accommodationId={acc.serviceId}
                  name={acc.name}
                  savedSelection={item.accommodationSelections[range.index]}
                  draftSelection={drafts[item.id]?.[range.index]}
                  saving={saving && drafts[item.id] !== undefined}
                  disabled={saving && drafts[item.id] === undefined}
                  onChoose={(id) => choose(item.id, item.accommodationSelections, range.index, id)}
                />
              ))}
            </fieldset>
          ))}
        </fieldset>
      ))}
      <Button onPress={save} isDisabled={!dirty} isPending={saving}>
        Save inventory
      </Button>
    </section>
  );
}
