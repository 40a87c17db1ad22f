// The configuration's launch date (WSP-016, WSP-029..045): the scheduled launch in the host's own zone, the 'Trip Page
// Launch Date' dialog (date, a time list showing 7 options, 'Schedule Later' and 'Schedule Launch'), unscheduling, and
// read-only text once the launch has passed. The launch machine decides what is enabled.
import {
  formatInstant,
  LAUNCH_DIALOG_TITLE,
  LAUNCH_TIME_OPTIONS,
  LAUNCH_TIME_VISIBLE_OPTIONS,
  launchRulesCopy,
} from '@caravan/domain';
import {
  selectEditorCanSchedule,
  selectEditorCanUnschedule,
  selectEditorDialogOpen,
  selectEditorDraft,
  selectEditorDraftErrors,
  selectEditorEligible,
  selectEditorReadOnly,
  selectEditorSaving,
  selectEditorUnscheduling,
} from '@caravan/machines';
import { Button, Card, ModalDialog, TextField } from '@caravan/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useHostState } from '../useHost.js';
import { hostZone, type LaunchEditorRef, useLaunch } from './useLaunch.js';
import type { HostWorkspace } from './workspace.api.js';
import { workspaceKeys } from './workspace.api.js';

export function LaunchDateCard({ workspace }: { workspace: HostWorkspace }) {
  const { trip } = workspace;
  // A new machine whenever the stored launch changes: it is restored from the trip, as the API restores it.
  return <LaunchDate key={`${trip.launchDate}|${trip.status}|${trip.hasHostCompletedPromoteTutorial}`} trip={trip} />;
}

function LaunchDate({ trip }: { trip: HostWorkspace['trip'] }) {
  const client = useQueryClient();
  const launch = useLaunch(trip, (next) => client.setQueryData(workspaceKeys.workspace(trip.id), next));
  const readOnly = useSelector(launch, selectEditorReadOnly);
  const eligible = useSelector(launch, selectEditorEligible);
  const canUnschedule = useSelector(launch, selectEditorCanUnschedule);
  const unscheduling = useSelector(launch, selectEditorUnscheduling);
  const zone = hostZone();
  const when = trip.launchDate ? formatInstant(new Date(trip.launchDate), "MMM dd, yyyy 'at' HH:mm", zone) : null;
  if (readOnly && when)
    return (
      <Card title="Launch date">
        <p>
          Your trip page launched on <strong>{when}</strong> ({zone}).
        </p>
      </Card>
    );
  return (
    <Card title="Launch date">
      {when ? (
        <p>
          Your trip page launches on <strong>{when}</strong> ({zone}).
        </p>
      ) : (
        <p>Your trip page launch is not scheduled yet.</p>
      )}
      <div className="ws-ItemActions">
        <Button variant="secondary" isDisabled={!eligible} onPress={() => launch.send({ type: 'dialog.open' })}>
          {when ? 'Change launch date' : 'Schedule launch'}
        </Button>
        {canUnschedule ? (
          <Button
            variant="secondary"
            isDisabled={unscheduling}
            onPress={() => launch.send({ type: 'editor.unschedule' })}
          >
            Unschedule
          </Button>
        ) : null}
      </div>
      <LaunchDialog launch={launch} />
    </Card>
  );
}

/** The 'Trip Page Launch Date' dialog while the editor has it open; its buttons send the editor's events. */
export function LaunchDialog({ launch }: { launch: LaunchEditorRef }) {
  const timeId = useId();
  const { state } = useHostState();
  const open = useSelector(launch, selectEditorDialogOpen);
  const values = useSelector(launch, selectEditorDraft);
  const errors = useSelector(launch, selectEditorDraftErrors);
  const busy = useSelector(launch, selectEditorSaving);
  const canSchedule = useSelector(launch, selectEditorCanSchedule);
  const zone = launch.getSnapshot().context.zone;
  if (!open) return null;
  return (
    <ModalDialog
      title={LAUNCH_DIALOG_TITLE}
      isOpen
      onOpenChange={(isOpen) => (isOpen ? undefined : launch.send({ type: 'dialog.close' }))}
      actions={() => (
        <>
          <Button variant="secondary" isDisabled={busy} onPress={() => launch.send({ type: 'editor.scheduleLater' })}>
            Schedule Later
          </Button>
          <Button isDisabled={busy || !canSchedule} onPress={() => launch.send({ type: 'editor.schedule' })}>
            Schedule Launch
          </Button>
        </>
      )}
    >
      <div className="ws-LaunchForm">
        <TextField
          label="Launch date"
          type="date"
          value={values.date ?? ''}
          onChange={(date) => launch.send({ type: 'draft.change', values: { date: date || null } })}
          isInvalid={Boolean(values.date && errors.date)}
          errorMessage={errors.date ?? ''}
          description={`Today or later, in your time zone (${zone}).`}
        />
        <div className="cv-Field">
          <label className="cv-Field-label" htmlFor={timeId}>
            Launch time
          </label>
          <select
            id={timeId}
            className="cv-Input ws-TimeList"
            size={LAUNCH_TIME_VISIBLE_OPTIONS}
            value={values.time ?? ''}
            onChange={(e) => launch.send({ type: 'draft.change', values: { time: e.target.value } })}
          >
            {LAUNCH_TIME_OPTIONS.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </div>
        <ul className="pt-Muted">
          {launchRulesCopy(state?.level ?? 0).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
    </ModalDialog>
  );
}
