// One Vitest configuration, three tiers chosen by file suffix (see DESIGN.md "Habits").
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// Workspace packages resolve to their TypeScript source in tests, so no build is needed first.
const alias = {
  '@caravan/domain': src('./packages/domain/src/index.ts'),
  '@caravan/machines': src('./packages/machines/src/index.ts'),
  '@caravan/ui': src('./packages/ui/src/index.ts'),
};

/** DECIDE: any fixed number; it only has to be the same on every CI run. */
const CI_TEST_ORDER_SEED = 20261127;

const shared = { resolve: { alias }, test: { setupFiles: [src('./tests/support/fail-on-console-error.ts')] } };

export default defineConfig({
  test: {
    // Every run takes each file's tests in a new random order, so a test that leans on another's leftovers fails the
    // day it is written, not months later. The header prints 'Running tests with seed "N"'; `--sequence.seed=N`
    // replays that order. Files keep the sequencer's slowest-first order (it balances the two workers; an integration
    // file has its own modules and database, unit files are pure code). Set at the root, not per project: Vitest 4
    // takes the test order's shuffle and seed from the root configuration.
    // In CI the seed is fixed, so a run is reproducible and a green commit stays green; locally each run draws one.
    sequence: { shuffle: { files: false, tests: true }, ...(process.env.CI ? { seed: CI_TEST_ORDER_SEED } : {}) },
    // DECIDE: one worker per core. Vitest's default leaves a core free (cores − 1), which on the 2-core CI machine ran
    // every integration file on one worker while the other core idled (PGlite runs inside the worker, so it is CPU).
    maxWorkers: availableParallelism(),
    projects: [
      {
        ...shared,
        test: {
          ...shared.test,
          name: 'unit',
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'apps/*/src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.ts'],
          exclude: ['**/*.integration.test.ts', '**/node_modules/**', '**/dist/**'],
          // DECIDE: 20 s, not 5 s: a property test runs a hundred cases, and on a loaded 2-core machine two of them
          // took 8–11 s; a time-out says nothing about the behaviour, and slowness is measured by the benchmark.
          testTimeout: 20_000,
          // The unit tier is pure code (domain rules, machines, view functions): its files share a worker's module
          // cache instead of re-importing zod, xstate and the domain for each of ~150 files, which cost about three
          // quarters of the tier's CPU time (measured: 136 s against 36 s for the same 1,643 passing tests).
          isolate: false,
        },
      },
      {
        ...shared,
        test: {
          ...shared.test,
          name: 'integration',
          include: ['apps/*/src/**/*.integration.test.ts', 'tests/integration/**/*.integration.test.ts'],
          // Migrates and seeds once per run; each test world starts from a copy (apps/api/src/testing).
          globalSetup: [src('./apps/api/src/testing/integration-setup.ts')],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Files run side by side (maxWorkers, above): each has its own database copy, nothing else is shared. So,
          // as in the unit tier, a worker's files share its module cache: each file re-importing the whole API (Hono,
          // Drizzle, every route's zod schemas) cost about a third of the tier's CPU time. Nothing in the API keeps
          // module state between apps (createApp builds each app's limiters, ports and clock), and the two files that
          // spy on console restore it in `finally`.
          isolate: false,
        },
      },
    ],
  },
});
