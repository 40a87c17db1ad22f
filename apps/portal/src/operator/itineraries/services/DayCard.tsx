// One day of the builder: its services (own ones editable, read-only copies of spans begun earlier, SVC-017; legacy
// ones shown but not editable, SVC-020), the open service form, and 'Add service' by type with the one-a-day rule.
import {
  DAY_SERVICE_TYPE_LABELS,
  dayServiceTitle,
  ITINERARY_SERVICE_TYPES,
  type ItineraryServiceType,
  type ServiceFormPermissions,
  formatServiceTime12h,
  isLegacyDayService,
} from '@caravan/domain';
import { Badge, Button, Select } from '@caravan/ui';
import { useState } from 'react';
import { ServiceForm, type ServiceFormResult } from './ServiceForm.js';
import { type BuilderEntry, canEditInCard, type daysView } from './services-builder.js';

export interface Editing {
  dayIndex: number;
  /** The entry's index on its day; null for a new one. */
  index: number | null;
  type: ItineraryServiceType;
}

const TYPE_OPTIONS = ITINERARY_SERVICE_TYPES.map((t) => ({ id: t, label: DAY_SERVICE_TYPE_LABELS[t] }));

export interface DayCardProps {
  dayIndex: number;
  view: ReturnType<typeof daysView>[number];
  editing: Editing | null;
  permissions: ServiceFormPermissions;
  serverErrors: Record<string, string>;
  pending: boolean;
  readOnly: boolean;
  onAdd: (type: ItineraryServiceType) => void;
  onEdit: (index: number, type: ItineraryServiceType) => void;
  onSave: (result: ServiceFormResult) => void;
  onRemove: (index: number) => void;
  onCancel: () => void;
  /** Why a type cannot be added here (one accommodation and one info a day), or null. */
  problem: string | null;
}

function timeOf(values: Record<string, unknown>): string | undefined {
  const t = values.startTime ?? values.timeAvailableStart;
  return typeof t === 'string' ? formatServiceTime12h(t) : undefined;
}

export function DayCard(props: DayCardProps) {
  const { dayIndex, view, editing } = props;
  const [type, setType] = useState<ItineraryServiceType>('ACTIVITY');
  const headingId = `op-day-${dayIndex}`;
  const editingHere = editing?.dayIndex === dayIndex ? editing : null;
  let ownIndex = -1;
  const form = (entry: BuilderEntry | null, index: number | null, t: ItineraryServiceType) => (
    <ServiceForm
      key={`${dayIndex}-${index ?? 'new'}-${t}`}
      type={t}
      stored={entry?.values ?? null}
      storedDays={entry?.duration ?? 1}
      isNew={index === null}
      permissions={props.permissions}
      serverErrors={props.serverErrors}
      pending={props.pending}
      onSave={props.onSave}
      onRemove={() => (index === null ? undefined : props.onRemove(index))}
      onCancel={props.onCancel}
    />
  );
  return (
    <section className="op-Day" aria-labelledby={headingId}>
      <h2 id={headingId}>Day {dayIndex + 1}</h2>
      <ul className="op-Day-list">
        {view.map((v) => {
          const entry = v.entry as unknown as BuilderEntry;
          if (!v.readOnlyCopy) ownIndex += 1;
          const index = ownIndex;
          const time = timeOf(entry.values);
          const legacy = isLegacyDayService({ type: entry.type });
          const open = !v.readOnlyCopy && editingHere?.index === index;
          return (
            <li key={`${v.originDayIndex}-${v.readOnlyCopy ? 'copy' : 'own'}-${index}-${entry.serviceId ?? ''}`}>
              {open ? (
                form(entry, index, entry.type as ItineraryServiceType)
              ) : (
                <div className="op-ServiceCard" data-readonly={v.readOnlyCopy || legacy ? true : undefined}>
                  <span className="op-ServiceCard-type">{DAY_SERVICE_TYPE_LABELS[entry.type]}</span>{' '}
                  <strong>{dayServiceTitle(entry.values, entry.type)}</strong>
                  {time ? <span> · {time}</span> : null}
                  {entry.duration > 1 && !v.readOnlyCopy ? (
                    <span>
                      {' '}
                      · {entry.duration} {entry.type === 'ACCOMMODATION' ? 'nights' : 'days'}
                    </span>
                  ) : null}
                  {v.readOnlyCopy ? <Badge>Continues from Day {v.originDayIndex + 1}</Badge> : null}
                  {legacy ? <Badge>Not editable</Badge> : null}
                  {canEditInCard(v) && !props.readOnly ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      onPress={() => props.onEdit(index, entry.type as ItineraryServiceType)}
                      aria-label={`Edit ${dayServiceTitle(entry.values, entry.type)}`}
                      isDisabled={editing !== null}
                    >
                      Edit
                    </Button>
                  ) : null}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {view.length === 0 ? <p className="op-Day-empty">No services yet.</p> : null}
      {editingHere?.index === null ? form(null, null, editingHere.type) : null}
      {!props.readOnly && editing === null ? (
        <div className="op-Day-add">
          <Select
            label={`Service type for day ${dayIndex + 1}`}
            options={TYPE_OPTIONS}
            selectedKey={type}
            onSelectionChange={(k) => setType(k as ItineraryServiceType)}
          />
          <Button variant="secondary" onPress={() => props.onAdd(type)}>
            Add service
          </Button>
        </div>
      ) : null}
      {props.problem ? (
        <p className="op-Error" role="alert">
          {props.problem}
        </p>
      ) : null}
    </section>
  );
}
