// The host's launch editor (WSP-029..045): the dialog and its draft, and each launch event stored by the injected
// persistLaunch actor before the launch machine takes it (the launch moves as the API moved it). The screen sends
// events and renders selectors; `announceFailed` (provided by the screen) shows the failure toast.
import { launchScheduleValuesOf, type LaunchUserEvent } from '@caravan/domain';
import { assign, fromPromise, initialTransition, setup, transition } from 'xstate';
import { draftLaunchEvent, launchEditorGuards } from './launch-editor.guards.js';
import type {
  LaunchEditorContext,
  LaunchEditorEvent,
  LaunchEditorFailure,
  LaunchEditorInput,
  PersistLaunchInput,
} from './launch-editor.types.js';
import { launchMachine } from './launch.machine.js';

export const launchEditorMachine = setup({
  types: {
    context: {} as LaunchEditorContext,
    events: {} as LaunchEditorEvent,
    input: {} as LaunchEditorInput,
  },
  actors: {
    /** Stores the launch event (schedule, unschedule or 'Schedule Later'); the screen provides it. */
    persistLaunch: fromPromise<void, PersistLaunchInput>(async () => {
      throw new Error('persistLaunch actor not provided');
    }),
  },
  guards: launchEditorGuards,
  actions: {
    resetDraft: assign({ draft: ({ context }) => context.saved }),
    changeDraft: assign({
      draft: ({ context, event }) =>
        event.type === 'draft.change' ? { ...context.draft, ...event.values } : context.draft,
    }),
    pendDraft: assign({ pending: ({ context }) => draftLaunchEvent(context) }),
    pendScheduleLater: assign({ pending: (): LaunchUserEvent => ({ type: 'launch.scheduleLater' }) }),
    pendUnschedule: assign({ pending: (): LaunchUserEvent => ({ type: 'launch.unschedule' }) }),
    /** The stored event moves the launch machine, as it moved the API's. */
    moveLaunch: assign(({ context }) => {
      if (!context.pending) return {};
      const [launch] = transition(launchMachine, context.launch, context.pending);
      return { launch, pending: null, saved: launchScheduleValuesOf(launch.context.launchDate, context.zone) };
    }),
    clearPending: assign({ pending: null }),
    /** Shows the failure toast (WSP-042); the screen provides it. */
    announceFailed: (_, _params: { action: LaunchEditorFailure }) => undefined,
  },
}).createMachine({
  id: 'launchEditor',
  description: "The host's launch date card and dialog: each change is stored, then the launch machine takes it.",
  context: ({ input }) => {
    const { zone, ...launchInput } = input;
    const [launch] = initialTransition(launchMachine, launchInput);
    const saved = launchScheduleValuesOf(launch.context.launchDate, zone);
    return { launch, zone, today: input.today, saved, draft: saved, pending: null };
  },
  initial: 'closed',
  states: {
    closed: {
      description: 'The card shows the stored launch; unscheduling is here.',
      on: {
        'dialog.open': { target: 'open', actions: 'resetDraft', description: 'The dialog opens on the stored launch.' },
        'editor.unschedule': {
          guard: 'canUnschedule',
          target: 'unscheduling',
          actions: 'pendUnschedule',
          description: 'WSP-037: the launch date is cleared.',
        },
      },
    },
    unscheduling: {
      description: 'The cleared launch date is being stored.',
      invoke: {
        id: 'storeUnschedule',
        src: 'persistLaunch',
        input: ({ context }) => ({ event: context.pending as LaunchUserEvent, zone: context.zone }),
        onDone: { target: 'closed', actions: 'moveLaunch', description: 'Stored: the launch is not scheduled.' },
        onError: {
          target: 'closed',
          actions: ['clearPending', { type: 'announceFailed', params: { action: 'unscheduling' } }],
          description: 'WSP-041: the launch stays scheduled and the failure is shown.',
        },
      },
    },
    open: {
      description: "The 'Trip Page Launch Date' dialog with its date and time.",
      on: {
        'dialog.close': { target: 'closed', description: 'Closed without storing.' },
        'draft.change': { actions: 'changeDraft', description: 'The host picks a date or a time.' },
        'editor.schedule': {
          guard: 'canScheduleDraft',
          target: 'saving',
          actions: 'pendDraft',
          description: 'WSP-032, WSP-036: a changed, valid date and time the launch machine takes.',
        },
        'editor.scheduleLater': {
          target: 'saving',
          actions: 'pendScheduleLater',
          description:
            "WSP-031: 'Schedule Later' completes the promote tutorial. Always sent: the API's launch machine refuses it for a scheduled launch, and the refusal is shown as a failure.",
        },
      },
    },
    saving: {
      description: 'The dialog’s choice is being stored; its buttons wait.',
      invoke: {
        id: 'storeSchedule',
        src: 'persistLaunch',
        input: ({ context }) => ({ event: context.pending as LaunchUserEvent, zone: context.zone }),
        onDone: { target: 'closed', actions: 'moveLaunch', description: 'Stored: the dialog closes.' },
        onError: {
          target: 'open',
          actions: ['clearPending', { type: 'announceFailed', params: { action: 'scheduling' } }],
          description: 'WSP-040: the dialog stays open and the failure is shown.',
        },
      },
    },
  },
});
