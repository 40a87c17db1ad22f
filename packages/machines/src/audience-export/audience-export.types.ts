// Audience export (host-and-platform §3, §2.5): context, input and events of the export request's lifecycle.
import type { AudienceExportStatus } from '@caravan/domain';

export interface AudienceExportContext {
  /** Whether the survey answers go into the file (the extended export, HAP-033). */
  extended: boolean;
  /** Where the finished file downloads from, once the export succeeded. */
  downloadPath: string | null;
}

export type AudienceExportInput = { extended?: boolean };

/** What the injected requestExport actor receives and answers (POST api/me/audience/export). */
export interface AudienceExportRequest {
  extended: boolean;
}
export interface AudienceExportResult {
  status: AudienceExportStatus;
  downloadPath?: string | null;
}

export type AudienceExportEvent =
  | { type: 'export.setExtended'; extended: boolean }
  | { type: 'export.request' }
  | { type: 'export.retry' }
  | { type: 'export.reset' };
