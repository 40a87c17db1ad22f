// The admin's review of a trip page (host-and-platform §4.4), typed by the API's OpenAPI document.
import type { Schema } from '../../api/index.js';
import { call } from '../../api/typed.js';

export type PublishReviewEvent = Schema<'PublishReviewEvent'>;

export const publishReviewApi = {
  /** POST /api/admin/trips/{id}/publish-review: the publish machine decides; a page not in review is a 409. */
  review: (id: string, event: PublishReviewEvent) =>
    call('post', '/api/admin/trips/{id}/publish-review', { params: { id }, body: event }),
};
