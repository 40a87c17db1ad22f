// The unit tests StrykerJS runs against each mutant (`npm run mutation`, stryker.config.mjs): only the domain's and
// the machines' unit files, which are the ones that cover the mutated code. The root config's other projects would
// make every mutant wait on the API's and the portal's tests, which never import a mutated line through a guard.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      '@caravan/domain': src('./packages/domain/src/index.ts'),
      '@caravan/machines': src('./packages/machines/src/index.ts'),
    },
  },
  test: {
    include: ['packages/domain/src/**/*.test.ts', 'packages/machines/src/**/*.test.ts'],
    exclude: ['**/*.integration.test.ts', '**/node_modules/**', '**/dist/**'],
    setupFiles: [src('./tests/support/fail-on-console-error.ts'), src('./tests/support/mutation-fast-check.ts')],
    // As in the root config's unit project: pure code, so the files share a worker's module cache.
    isolate: false,
    testTimeout: 20_000,
    // Read by the few tests whose cost is out of proportion under StrykerJS (see CARAVAN_MUTATION in their files).
    env: { CARAVAN_MUTATION: '1' },
  },
});
