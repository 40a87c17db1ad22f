// The portal's generated API types are the API's document of today: regenerating changes nothing.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generateApiTypes } from '../../scripts/generate-api-types.js';

describe('apps/portal/src/api/schema.d.ts', () => {
  it('equals a fresh generation from the API (run npm run gen:api after an API schema change)', async () => {
    const committed = readFileSync(
      fileURLToPath(new URL('../../apps/portal/src/api/schema.d.ts', import.meta.url)),
      'utf8',
    );
    expect(committed === (await generateApiTypes())).toBe(true);
  }, 180_000);
});
