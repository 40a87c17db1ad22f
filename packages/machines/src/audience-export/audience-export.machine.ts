// Audience export request (AUD-008): none, pending, success or failure; the API call is an injected actor.
import { assign, fromPromise, setup } from 'xstate';
import type {
  AudienceExportContext,
  AudienceExportEvent,
  AudienceExportInput,
  AudienceExportRequest,
  AudienceExportResult,
} from './audience-export.types.js';

export const audienceExportMachine = setup({
  types: {
    context: {} as AudienceExportContext,
    events: {} as AudienceExportEvent,
    input: {} as AudienceExportInput,
  },
  actors: {
    /** Requests the export; the portal replaces this placeholder with POST api/me/audience/export. */
    requestExport: fromPromise<AudienceExportResult, AudienceExportRequest>(async () => {
      throw new Error('requestExport actor not provided');
    }),
  },
  guards: {
    /** The server may answer 200 with status failure (the export could not be made): that is a failure too. */
    answeredSuccess: (_, params: { result: AudienceExportResult }) => params.result.status === 'success',
  },
  actions: {
    setExtended: assign({
      extended: ({ context, event }) => (event.type === 'export.setExtended' ? event.extended : context.extended),
    }),
    keepDownload: assign((_, params: { result: AudienceExportResult }) => ({
      downloadPath: params.result.downloadPath ?? null,
    })),
    clearDownload: assign({ downloadPath: null }),
  },
}).createMachine({
  id: 'audienceExport',
  description: 'AUD-008: an audience export request is none, pending, success or failure.',
  context: ({ input }) => ({ extended: input.extended ?? true, downloadPath: null }),
  initial: 'none',
  states: {
    none: {
      description: 'No export asked for: the form asks whether to include the survey answers.',
      on: {
        'export.setExtended': { actions: 'setExtended', description: 'The include-survey-data choice changes.' },
        'export.request': { target: 'pending', description: 'Export Data is confirmed: the request is sent.' },
      },
    },
    pending: {
      description: 'The export request is under way; nothing else can be asked meanwhile.',
      entry: 'clearDownload',
      invoke: {
        id: 'requestExport',
        src: 'requestExport',
        input: ({ context }) => ({ extended: context.extended }),
        onDone: [
          {
            guard: { type: 'answeredSuccess', params: ({ event }) => ({ result: event.output }) },
            target: 'success',
            actions: { type: 'keepDownload', params: ({ event }) => ({ result: event.output }) },
            description: "AUD-009: the export was made: 'we are exporting', then the file.",
          },
          { target: 'failure', description: 'The server answered, but the export was not made.' },
        ],
        onError: { target: 'failure', description: 'The request failed: the error screen with Try Again.' },
      },
    },
    success: {
      description: 'The export was made; the file downloads and a link is e-mailed.',
      on: { 'export.reset': { target: 'none', description: 'The dialog closes or opens again.' } },
    },
    failure: {
      description: 'The export failed: Try Again or Cancel.',
      on: {
        'export.retry': { target: 'pending', description: 'Try Again sends the request once more.' },
        'export.reset': { target: 'none', description: 'Cancel closes the dialog.' },
      },
    },
  },
});
