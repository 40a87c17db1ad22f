// The configuration's launch date (WSP-016, WSP-029..045): the scheduled launch in the host's own zone, the 'Trip Page
// Launch Date' dialog (date, a time list showing 7 options, 'Schedule Later' and 'Schedule Launch'), unscheduling, and
// read-only text once the launch has passed. The launch machine decides what is enabled.
import {
  formatInstant,
  LAUNCH_DIALOG_TITLE,
  LAUNCH_TIME_OPTIONS,
  LAUNCH_TIME_VISIBLE_OPTIONS,
  type LaunchScheduleValues,
  launchFailureToast,
  launchRulesCopy,
  launchSchedulingErrorMessage,
} from '@caravan/domain';
import { Button, Card, ModalDialog, TextField } from '@caravan/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { notify } from '../../shell/notify.js';
import { useHostState } from '../useHost.js';
import { useLaunch } from './useLaunch.js';
import { type HostWorkspace, workspaceApi, workspaceKeys } from './workspace.api.js';

export function LaunchDateCard({ workspace }: { workspace: HostWorkspace }) {
  const { trip } = workspace;
  // A new machine whenever the stored launch changes: it is restored from the trip, as the API restores it.
  return <LaunchDate key={`${trip.launchDate}|${trip.status}|${trip.hasHostCompletedPromoteTutorial}`} trip={trip} />;
}

function LaunchDate({ trip }: { trip: HostWorkspace['trip'] }) {
  const launch = useLaunch(trip);
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const stored = (next: HostWorkspace) => client.setQueryData(workspaceKeys.workspace(trip.id), next);
  const failed = (action: 'scheduling' | 'unscheduling') => () =>
    notify({ ...launchFailureToast(launchSchedulingErrorMessage(action)), tone: 'danger' });
  const unschedule = useMutation({
    mutationFn: () => workspaceApi.unscheduleLaunch(trip.id),
    onSuccess: (next) => {
      stored(next);
      notify({ title: 'Launch unscheduled', tone: 'success' });
    },
    onError: failed('unscheduling'),
  });
  const when = trip.launchDate
    ? formatInstant(new Date(trip.launchDate), "MMM dd, yyyy 'at' HH:mm", launch.zone)
    : null;
  if (launch.readOnly && when)
    return (
      <Card title="Launch date">
        <p>
          Your trip page launched on <strong>{when}</strong> ({launch.zone}).
        </p>
      </Card>
    );
  return (
    <Card title="Launch date">
      {when ? (
        <p>
          Your trip page launches on <strong>{when}</strong> ({launch.zone}).
        </p>
      ) : (
        <p>Your trip page launch is not scheduled yet.</p>
      )}
      <div className="ws-ItemActions">
        <Button variant="secondary" isDisabled={!launch.eligible} onPress={() => setOpen(true)}>
          {when ? 'Change launch date' : 'Schedule launch'}
        </Button>
        {launch.canUnschedule ? (
          <Button variant="secondary" isDisabled={unschedule.isPending} onPress={() => unschedule.mutate()}>
            Unschedule
          </Button>
        ) : null}
      </div>
      {open ? (
        <LaunchDialog
          trip={trip}
          launch={launch}
          onClose={() => setOpen(false)}
          onStored={stored}
          onFailed={failed('scheduling')}
        />
      ) : null}
    </Card>
  );
}

export function LaunchDialog({
  trip,
  launch,
  onClose,
  onStored,
  onFailed,
}: {
  trip: HostWorkspace['trip'];
  launch: ReturnType<typeof useLaunch>;
  onClose: () => void;
  onStored: (next: HostWorkspace) => void;
  onFailed: () => void;
}) {
  const timeId = useId();
  const { state } = useHostState();
  const [values, setValues] = useState<LaunchScheduleValues>(launch.saved);
  const errors = launch.errorsOf(values);
  const schedule = useMutation({
    mutationFn: () =>
      workspaceApi.scheduleLaunch(trip.id, { date: values.date ?? '', time: values.time ?? '', timeZone: launch.zone }),
    onSuccess: (next) => {
      onStored(next);
      notify({ title: 'Launch scheduled', tone: 'success' });
      onClose();
    },
    onError: onFailed,
  });
  const later = useMutation({
    mutationFn: () => workspaceApi.scheduleLater(trip.id),
    onSuccess: (next) => {
      onStored(next);
      onClose();
    },
    onError: onFailed,
  });
  const busy = schedule.isPending || later.isPending;
  return (
    <ModalDialog
      title={LAUNCH_DIALOG_TITLE}
      isOpen
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      actions={() => (
        <>
          <Button variant="secondary" isDisabled={busy} onPress={() => later.mutate()}>
            Schedule Later
          </Button>
          <Button isDisabled={busy || !launch.canSchedule(values)} onPress={() => schedule.mutate()}>
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
          onChange={(date) => setValues((v) => ({ ...v, date: date || null }))}
          isInvalid={Boolean(values.date && errors.date)}
          errorMessage={errors.date ?? ''}
          description={`Today or later, in your time zone (${launch.zone}).`}
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
            onChange={(e) => setValues((v) => ({ ...v, time: e.target.value }))}
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
