// The configuration's workshop details and informal gatherings (WSP-082..096), driven by the gatherings editor
// machine: one item in edit at a time, new gatherings start in edit mode, deletes are confirmed, locked trips refuse.
import { canAddOrEditGatherings, gatheringDayOptions } from '@caravan/domain';
import {
  selectDeleteConfirmationOpen,
  selectDraft,
  selectDraftErrors,
  selectEditNotice,
  selectEditingItemId,
  selectGatheringsBusy,
  selectItemActionsOf,
  selectServicesByDay,
} from '@caravan/machines';
import { Alert, Badge, Button, Card, Heading, ModalDialog, Select, TextField } from '@caravan/ui';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useGatheringsEditor } from './useGatheringsEditor.js';
import type { HostWorkspace } from './workspace.api.js';

type EditorRef = ReturnType<typeof useGatheringsEditor>;

export function ItineraryItemsEditor({ workspace }: { workspace: HostWorkspace }) {
  const ref = useGatheringsEditor(workspace);
  const byDay = useSelector(ref, selectServicesByDay);
  const notice = useSelector(ref, selectEditNotice);
  const confirmOpen = useSelector(ref, selectDeleteConfirmationOpen);
  const readOnly = workspace.shell.readOnly;
  const open = canAddOrEditGatherings(workspace.trip.status) && !readOnly;
  const workshops = byDay.flat().filter((s) => s.type === 'WORKSHOP_SPACE');
  return (
    <>
      {notice ? (
        <Alert tone="warning" title="One item at a time">
          {notice}
        </Alert>
      ) : null}
      <Card title="Workshop details">
        {workshops.length === 0 ? <p className="pt-Muted">This itinerary has no workshop space.</p> : null}
        <ul className="ws-Items">
          {workshops.map((w) => (
            <Item key={w._id} editor={ref} id={w._id} dayCount={workspace.trip.dayCount} readOnly={readOnly} />
          ))}
        </ul>
      </Card>
      <Card title="Informal gatherings">
        {byDay.map((day, dayIndex) => {
          const gatherings = day.filter((s) => s.type === 'INFORMAL_GATHERING');
          const label = `Day ${dayIndex + 1}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a day is its position in the trip.
            <section key={dayIndex} id={`ws-day-${dayIndex + 1}`} className="ws-Day" aria-label={label}>
              <div className="ws-DayHeader">
                <Heading level={3}>{label}</Heading>
                <Button
                  variant="secondary"
                  size="sm"
                  isDisabled={!open}
                  aria-label={`Add Gathering on ${label}`}
                  onPress={() => ref.send({ type: 'gathering.add', dayIndex })}
                >
                  Add Gathering
                </Button>
              </div>
              {gatherings.length ? (
                <ul className="ws-Items">
                  {gatherings.map((g) => (
                    <Item key={g._id} editor={ref} id={g._id} dayCount={workspace.trip.dayCount} readOnly={readOnly} />
                  ))}
                </ul>
              ) : null}
            </section>
          );
        })}
      </Card>
      <ModalDialog
        title="Delete gathering?"
        role="alertdialog"
        isOpen={confirmOpen}
        onOpenChange={(isOpen) => (isOpen ? undefined : ref.send({ type: 'delete.cancel' }))}
        actions={() => (
          <>
            <Button variant="secondary" onPress={() => ref.send({ type: 'delete.cancel' })}>
              Keep it
            </Button>
            <Button variant="danger" onPress={() => ref.send({ type: 'delete.confirm' })}>
              Delete
            </Button>
          </>
        )}
      >
        <p>The gathering is removed from the trip itinerary.</p>
      </ModalDialog>
    </>
  );
}

/** One workshop space or gathering: its card, or its form while it is the item in edit. */
function Item({
  editor,
  id,
  dayCount,
  readOnly,
}: {
  editor: EditorRef;
  id: string;
  dayCount: number;
  readOnly: boolean;
}) {
  const service = useSelector(editor, selectServicesByDay)
    .flat()
    .find((x) => x._id === id);
  const editing = useSelector(editor, selectEditingItemId) === id;
  const actions = useSelector(editor, selectItemActionsOf(id));
  if (!service) return null;
  if (editing) return <ItemForm editor={editor} dayCount={dayCount} isWorkshop={service.type === 'WORKSHOP_SPACE'} />;
  const isWorkshop = service.type === 'WORKSHOP_SPACE';
  return (
    <li className="ws-Item">
      <div>
        <strong>{service.name || 'New gathering'}</strong>{' '}
        {isWorkshop ? (
          <Badge tone={service.acceptedByHost ? 'success' : 'warning'}>
            {service.acceptedByHost ? 'Accepted' : 'Open: save to accept'}
          </Badge>
        ) : null}
        <p className="pt-Muted">
          Day {service.dayIndex + 1}
          {service.description ? ` · ${service.description}` : ''}
        </p>
      </div>
      <div className="ws-ItemActions">
        <Button
          variant="secondary"
          size="sm"
          isDisabled={readOnly || !actions.edit}
          aria-label={`Edit ${service.name}`}
          onPress={() => editor.send({ type: 'item.edit', id })}
        >
          Edit
        </Button>
        {actions.delete && !readOnly ? (
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Delete ${service.name}`}
            onPress={() => editor.send({ type: 'gathering.delete', id })}
          >
            Delete
          </Button>
        ) : null}
      </div>
    </li>
  );
}

function ItemForm({ editor, dayCount, isWorkshop }: { editor: EditorRef; dayCount: number; isWorkshop: boolean }) {
  const draft = useSelector(editor, selectDraft);
  const errors = useSelector(editor, selectDraftErrors);
  const busy = useSelector(editor, selectGatheringsBusy);
  const descriptionId = useId();
  if (!draft) return null;
  const noun = isWorkshop ? 'workshop' : 'gathering';
  return (
    <li className="ws-Item ws-ItemForm">
      <TextField
        label={`Name of the ${noun}`}
        value={draft.name}
        onChange={(name) => editor.send({ type: 'draft.change', name })}
        isInvalid={Boolean(errors.name)}
        errorMessage={errors.name ?? ''}
        autoFocus
      />
      <div className="cv-Field" data-invalid={errors.description ? true : undefined}>
        <label className="cv-Field-label" htmlFor={descriptionId}>
          Description of the {noun}
        </label>
        <textarea
          id={descriptionId}
          className="cv-Input ws-Textarea"
          rows={3}
          value={draft.description}
          aria-invalid={errors.description ? true : undefined}
          onChange={(e) => editor.send({ type: 'draft.change', description: e.target.value })}
        />
        {errors.description ? <span className="cv-Field-error">{errors.description}</span> : null}
      </div>
      <Select
        label="Day"
        options={gatheringDayOptions(dayCount).map((o) => ({ id: String(o.value), label: o.label }))}
        selectedKey={String(draft.dayIndex)}
        onSelectionChange={(key) => editor.send({ type: 'draft.change', dayIndex: Number(key) })}
        {...(errors.dayIndex ? { errorMessage: errors.dayIndex, isInvalid: true } : {})}
      />
      <div className="ws-ItemActions">
        <Button isDisabled={busy} onPress={() => editor.send({ type: 'item.save' })}>
          {busy ? 'Saving…' : `Save ${noun}`}
        </Button>
        <Button variant="secondary" isDisabled={busy} onPress={() => editor.send({ type: 'item.cancel' })}>
          Cancel
        </Button>
      </div>
    </li>
  );
}
