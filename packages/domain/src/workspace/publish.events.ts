// The trip page's publish lifecycle events, defined once: the publish machine's event types and the engine's list of
// internal events derive from these. The sender (`actor`) is attached by the API from the session.
import { z } from 'zod';
import { publishStatusSchema, tripStatusSchema } from '../shared/statuses.js';
import { PUBLISH_RESETTING_EDITS } from './publish.rules.js';

const bare = <T extends string>(type: T) => z.object({ type: z.literal(type) });

/** The events a signed-in user sends the trip page. */
const publishUserEventSchema = z.discriminatedUnion('type', [
  /** The host's 'Request Publish' on a pending page (WSP-062, WSP-063). */
  bare('publish.request'),
  /** The platform's review passes: the page collects emails (marketing). */
  bare('publish.approveReview'),
  /** The host's publish action once the page is not pending (WSP-064). */
  bare('publish.publish'),
  /** The host edited trip details, a gathering or a workshop (WSP-065). */
  z.object({ type: z.literal('publish.edit'), edit: z.enum(PUBLISH_RESETTING_EDITS) }),
]);
export type PublishUserEvent = z.infer<typeof publishUserEventSchema>;

/** Events no one sends: the stored trip was read again (the portal re-fetches after a save), or the clock moved. */
const publishInternalEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('publish.synced'),
    publishStatus: publishStatusSchema,
    tripStatus: tripStatusSchema,
    publishRequest: z.date().nullable(),
  }),
  z.object({ type: z.literal('clock.tick'), now: z.date() }),
]);
export type PublishInternalEvent = z.infer<typeof publishInternalEventSchema>;

/** The internal event types: the API refuses them from a request. */
export const publishInternalEventTypes = publishInternalEventSchema.options.map((o) => o.shape.type.value);
