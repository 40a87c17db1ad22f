// The gatherings editor machine for one trip (@xstate/react): its save and delete actors are the workspace's API
// calls; after each the workspace is read again so the status panel shows the publish status back at pending.
import { GATHERING_TOAST_MS, GATHERING_TOASTS, type HostService } from '@caravan/domain';
import { gatheringsEditorMachine, selectGatheringFailure, selectGatheringToast } from '@caravan/machines';
import { showToast } from '@caravan/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { type HostWorkspace, workspaceApi, workspaceKeys } from './workspace.api.js';

export function useGatheringsEditor(workspace: HostWorkspace) {
  const client = useQueryClient();
  const tripId = workspace.trip.id;
  const refresh = () => client.invalidateQueries({ queryKey: workspaceKeys.workspace(tripId) });
  const ref = useActorRef(
    gatheringsEditorMachine.provide({
      actors: {
        saveItineraryItem: fromPromise(async ({ input }) => {
          const { service, isNew } = input;
          const body = { name: service.name, description: service.description, dayIndex: service.dayIndex };
          const saved = isNew
            ? await workspaceApi.createGathering(tripId, body)
            : await workspaceApi.updateItem(tripId, service._id, body);
          void refresh();
          return saved as HostService;
        }),
        deleteGathering: fromPromise(async ({ input }) => {
          const deleted = await workspaceApi.deleteGathering(tripId, input.id);
          void refresh();
          return deleted;
        }),
      },
    }),
    {
      input: {
        tripStatus: workspace.trip.status,
        tripDayCount: workspace.trip.dayCount,
        servicesByDay: workspace.servicesByDay as HostService[][],
      },
    },
  );
  // WSP-093..095: the machine's last outcome as a toast that hides after 3.5 s.
  const toast = useSelector(ref, selectGatheringToast);
  const failure = useSelector(ref, selectGatheringFailure);
  useEffect(() => {
    if (toast) showToast({ title: toast, tone: 'success' }, GATHERING_TOAST_MS);
  }, [toast]);
  useEffect(() => {
    if (failure)
      showToast({ title: GATHERING_TOASTS.failureTitle, description: failure, tone: 'danger' }, GATHERING_TOAST_MS);
  }, [failure]);
  return ref;
}
