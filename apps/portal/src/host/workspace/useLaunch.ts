// The launch editor machine for the configuration's launch date (@xstate/react), restored from the stored trip with
// 'today' in the host's own zone. The screen sends its events; the editor stores each launch event through the API
// (its persistLaunch actor) before the launch machine takes it (WSP-031, WSP-032, WSP-036..042).
import {
  calendarDateOf,
  launchFailureToast,
  launchSchedulingErrorMessage,
  type LaunchUserEvent,
} from '@caravan/domain';
import { launchEditorMachine, type PersistLaunchInput } from '@caravan/machines';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { notify } from '../../shell/notify.js';
import { type HostWorkspace, workspaceApi } from './workspace.api.js';

/** The host's own time zone: the launch date is chosen and shown in it. */
export const hostZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The success toast of each stored launch event ('Schedule Later' just closes the dialog). */
const STORED_TOAST: Record<LaunchUserEvent['type'], string | null> = {
  'launch.schedule': 'Launch scheduled',
  'launch.unschedule': 'Launch unscheduled',
  'launch.scheduleLater': null,
};

/** Sends a launch event to the API and returns the workspace it stored. */
function storeLaunch(tripId: string, { event, zone }: PersistLaunchInput): Promise<HostWorkspace> {
  if (event.type === 'launch.schedule')
    return workspaceApi.scheduleLaunch(tripId, { date: event.date, time: event.time, timeZone: zone });
  if (event.type === 'launch.unschedule') return workspaceApi.unscheduleLaunch(tripId);
  return workspaceApi.scheduleLater(tripId);
}

/** The editor's actor for `trip`; `onStored` receives the workspace each stored launch event returns. */
export function useLaunch(trip: HostWorkspace['trip'], onStored: (next: HostWorkspace) => void) {
  // The machine and its input are taken once: a stored change re-keys the card, which restores a new one.
  const [machine] = useState(() =>
    launchEditorMachine.provide({
      actors: {
        persistLaunch: fromPromise<void, PersistLaunchInput>(async ({ input }) => {
          onStored(await storeLaunch(trip.id, input));
          const title = STORED_TOAST[input.event.type];
          if (title) notify({ title, tone: 'success' });
        }),
      },
      actions: {
        announceFailed: (_, { action }) =>
          notify({ ...launchFailureToast(launchSchedulingErrorMessage(action)), tone: 'danger' }),
      },
    }),
  );
  const [input] = useState(() => {
    const zone = hostZone();
    const now = new Date();
    return {
      tripStatus: trip.status,
      launchDate: trip.launchDate ? new Date(trip.launchDate) : null,
      now,
      today: calendarDateOf(now, zone),
      hasHostCompletedPromoteTutorial: trip.hasHostCompletedPromoteTutorial,
      zone,
    };
  });
  return useActorRef(machine, { input });
}

export type LaunchEditorRef = ReturnType<typeof useLaunch>;
