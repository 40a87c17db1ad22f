// What the Export Data dialog needs from an audience-export snapshot.
import { type AudienceExportStatus, audienceExportScreen } from '@caravan/domain';
import type { SnapshotFrom } from 'xstate';
import type { audienceExportMachine } from './audience-export.machine.js';

type AudienceExportSnapshot = SnapshotFrom<typeof audienceExportMachine>;

/** The export request's status (AUD-008): the machine's state is the status. */
export const selectAudienceExportStatus = (s: AudienceExportSnapshot): AudienceExportStatus =>
  s.value as AudienceExportStatus;
/** The dialog's screen for the status: the form, 'we are exporting' or the error (AUD-009, AUD-010). */
export const selectAudienceExportScreen = (s: AudienceExportSnapshot) =>
  audienceExportScreen(selectAudienceExportStatus(s));
/** The file to download once the export succeeded. */
export const selectAudienceExportDownload = (s: AudienceExportSnapshot) => s.context.downloadPath;
/** Whether the export includes the survey answers (HAP-033). */
export const selectAudienceExportExtended = (s: AudienceExportSnapshot) => s.context.extended;
