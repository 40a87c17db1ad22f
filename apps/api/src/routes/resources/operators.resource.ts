// The generic operator base (HAP-006): an admin reads operators and corrects a company name.
import { z } from '@hono/zod-openapi';
import { operators } from '../../db/schema/index.js';
import { operatorView, toOperatorView } from '../../views/operator.view.js';
import { defineResource } from './define-resource.js';
import { safeText } from './safe-text.js';

export const operatorsResource = defineResource({
  kind: 'operator',
  view: { schema: operatorView, from: (row) => toOperatorView(row) },
  table: operators,
  id: operators.userId,
  searchColumns: [operators.companyName, operators.operatorCode],
  update: z
    .object({ companyName: safeText(200).min(1) })
    .partial()
    .strict(),
});
