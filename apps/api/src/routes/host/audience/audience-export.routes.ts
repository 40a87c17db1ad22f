// The audience export (HAP-033, AUD-024): POST /api/me/audience/export e-mails the host a download link and answers it;
// GET /api/me/audience/export.csv is the file, names and e-mails, with the survey answers when extended=true.
import { createRoute, z } from '@hono/zod-openapi';
import { linkTo } from '../../../services/accounts/account-mail.js';
import { requireGroup } from '../../../http/context.js';
import { envelopeOf, errorEnvelope, errorResponses, router } from '../../../http/openapi.js';
import {
  AUDIENCE_CSV_PATH,
  audienceCsv,
  audienceCsvFileName,
  requestAudienceExport,
} from '../../../services/audience/export-audience.js';
import { audienceExportView } from '../../../views/audience.view.js';

const extendedQuery = z.object({
  extended: z
    .enum(['true', 'false'])
    .optional()
    .openapi({ description: 'Include the survey answers beside names and e-mails' }),
});

const exportBody = z
  .object({ extended: z.boolean().openapi({ description: 'Include the survey answers beside names and e-mails' }) })
  .strict()
  .openapi('AudienceExportRequest');

const exportRoute = createRoute({
  method: 'post',
  path: '/api/me/audience/export',
  tags: ['me', 'host'],
  summary: 'Requests the audience export: e-mails a download link (HAP-033); refused while the audience is empty',
  // The spec's optional "extended query" is the body's flag: a write carries its input in its body, and a required body
  // means a malformed request is refused rather than taken as "export without survey data".
  request: { body: { required: true, content: { 'application/json': { schema: exportBody } } } },
  responses: {
    200: {
      description: 'The export status',
      content: { 'application/json': { schema: envelopeOf(audienceExportView) } },
    },
    409: { description: 'Empty audience', content: { 'application/json': { schema: errorEnvelope } } },
    ...errorResponses,
  },
});

const csvRoute = createRoute({
  method: 'get',
  path: AUDIENCE_CSV_PATH,
  tags: ['me', 'host'],
  summary: "The host's audience as CSV: names and e-mails, optionally the survey answers (AUD-024)",
  request: { query: extendedQuery },
  responses: {
    200: { description: 'The CSV file', content: { 'text/csv': { schema: z.string() } } },
    ...errorResponses,
  },
});

export const audienceExportRoutes = router()
  .openapi(exportRoute, async (c) => {
    const { user } = requireGroup(c, 'host');
    const { database, queue, now } = c.get('deps');
    const includeSurveyData = c.req.valid('json').extended;
    const path = `${AUDIENCE_CSV_PATH}${includeSurveyData ? '?extended=true' : ''}`;
    const data = await requestAudienceExport(database.db, queue, user, {
      includeSurveyData,
      downloadUrl: linkTo(c, path),
      now: now(),
    });
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(csvRoute, async (c) => {
    const { user } = requireGroup(c, 'host');
    const { database, now } = c.get('deps');
    const csv = await audienceCsv(database.db, user, c.req.valid('query').extended === 'true');
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="${audienceCsvFileName(now())}"`);
    c.header('Cache-Control', 'private, no-store');
    return c.body(csv, 200);
  });
