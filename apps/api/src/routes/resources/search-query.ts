// The query of a generic list: a page (issue 18), filtered by type and search (PLT-059).
import { pageQuerySchema } from '@caravan/domain';
import type { z } from '@hono/zod-openapi';
import { safeText } from './safe-text.js';

/** A page of a list (issue 18), filtered by type and search (PLT-059). */
export const searchQuery = pageQuerySchema.extend({
  type: safeText(100).optional(),
  search: safeText(200).optional(),
});
export type SearchQuery = z.infer<typeof searchQuery>;
