// The host's Itinerary tab (WSP-075..081, HAP §7.4): GET /api/me/host/trips/{id}/itinerary and its PDF download.
// Another host's trip answers 404; a co-host reads as the trip policy allows.
import { createRoute, z } from '@hono/zod-openapi';
import { requireGroup } from '../../../http/context.js';
import { envelopeOf, errorResponses, router } from '../../../http/openapi.js';
import { hostItinerary, hostItineraryPdf } from '../../../services/host-workspace/itinerary-overview.js';
import { attachmentDisposition } from '../../../http/attachment.js';
import { notYours, tripParams } from './workspace.routes.js';

const itemView = z
  .object({
    id: z.uuid(),
    name: z.string(),
    type: z.string(),
    description: z.string(),
    startTime: z.string().nullable(),
  })
  .strict();

export const hostItineraryView = z
  .object({
    tripId: z.uuid(),
    tripName: z.string(),
    destination: z.string(),
    country: z.string(),
    startDate: z.iso.date(),
    endDate: z.iso.date(),
    pdfFileName: z.string(),
    days: z.array(
      z
        .object({ day: z.number().int().positive(), date: z.iso.date(), title: z.string(), items: z.array(itemView) })
        .strict(),
    ),
    next: z.object({ key: z.enum(['workshops', 'agreement']), label: z.string() }).strict(),
    showNextPrice: z.boolean(),
    tripSupportOffered: z.boolean(),
  })
  .strict()
  .openapi('HostItinerary');
export type HostItineraryView = z.infer<typeof hostItineraryView>;

const itineraryRoute = createRoute({
  method: 'get',
  path: '/api/me/host/trips/{id}/itinerary',
  tags: ['me', 'host'],
  summary: "The trip's day list with its services, the Next prompts and the help card's trip support (WSP-075..081)",
  request: { params: tripParams },
  responses: {
    200: { description: 'The itinerary', content: { 'application/json': { schema: envelopeOf(hostItineraryView) } } },
    ...errorResponses,
    404: notYours,
  },
});

const pdfRoute = createRoute({
  method: 'get',
  path: '/api/me/host/trips/{id}/itinerary/pdf',
  tags: ['me', 'host'],
  summary: 'The itinerary as a PDF named from trip name, destination and first date (WSP-075)',
  request: { params: tripParams },
  responses: {
    200: {
      description: 'The PDF',
      content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    ...errorResponses,
    404: notYours,
  },
});

export const hostItineraryRoutes = router()
  .openapi(itineraryRoute, async (c) => {
    const { user } = requireGroup(c, 'host');
    const { database, now } = c.get('deps');
    const data = await hostItinerary(database.db, user, c.req.valid('param').id, now());
    return c.json({ success: true as const, data }, 200);
  })
  .openapi(pdfRoute, async (c) => {
    const { user } = requireGroup(c, 'host');
    const { database, now } = c.get('deps');
    const { fileName, bytes } = await hostItineraryPdf(database.db, user, c.req.valid('param').id, now());
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': attachmentDisposition(fileName),
      // The host's own trip document: never kept by a shared cache.
      'Cache-Control': 'private, no-store',
    });
  });
