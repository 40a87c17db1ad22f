// POST api/me/emails/send-email-to-travelers (HAP-062): the trip's host e-mails the trip's travelers.
import { createRoute, z } from '@hono/zod-openapi';
import { requireGroup } from '../../../http/context.js';
import { envelopeOf, errorEnvelope, errorResponses, router } from '../../../http/openapi.js';
import { emailTripTravelers } from '../../../services/host-bookings/email-travelers.js';

/** DECIDE: a subject of at most 150 characters and a message of at most 5000: an e-mail, not a document. */
const MAX_SUBJECT = 150;
const MAX_MESSAGE = 5000;

const body = z
  .object({
    tripId: z.uuid({ message: 'Not a trip id' }),
    subject: z.string().trim().min(1, 'Subject is required').max(MAX_SUBJECT),
    message: z.string().trim().min(1, 'Message is required').max(MAX_MESSAGE),
  })
  .strict()
  .openapi('TravelersEmail');
const err = (description: string) => ({ description, content: { 'application/json': { schema: errorEnvelope } } });

const sendRoute = createRoute({
  method: 'post',
  path: '/api/me/emails/send-email-to-travelers',
  tags: ['me', 'host'],
  summary: "E-mail the trip's travelers (the bookers of its confirmed and pending orders), once each (HAP-062)",
  request: { body: { required: true, content: { 'application/json': { schema: body } } } },
  responses: {
    200: {
      description: 'How many travelers were written to',
      content: {
        'application/json': {
          schema: envelopeOf(z.object({ tripId: z.uuid(), sent: z.number().int().nonnegative() }).strict()),
        },
      },
    },
    ...errorResponses,
    404: err('No such trip, or not yours'),
  },
});

export const emailTravelersRoutes = router().openapi(sendRoute, async (c) => {
  const { user } = requireGroup(c, 'host');
  const { database, queue, now } = c.get('deps');
  const data = await emailTripTravelers(database.db, queue, { user, ...c.req.valid('json'), now: now() });
  return c.json({ success: true as const, data }, 200);
});
