// The browser tests (*.e2e.ts) on @playwright/test, driving Debian's Chromium: files run in parallel workers, each
// worker with its own Caravan server; a trace is kept for every failure (test-results/e2e; in CI, the retry's).
// See tests/e2e/README.md.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/e2e/support/chromium.js';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  outputDir: 'test-results/e2e',
  globalSetup: './tests/e2e/support/global-setup.ts',
  // DECIDE: two workers, one per core of the CI machine; tests inside a file run in order (a journey is a sequence).
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // DECIDE: in CI a failed journey runs once more; one that then passes is reported as flaky in the list, a real break
  // fails twice. Two cores shared by a server, a browser and a second worker make some timing waits miss. Locally 0.
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'test-results/e2e-report' }]] : 'list',
  use: {
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 900 },
    // Fades off (the design system honours the preference): axe and clicks meet each screen at rest.
    reducedMotion: 'reduce',
    // In CI a failing journey runs again with a trace (retries: 1), so each failure keeps one; recording a trace on
    // every first run cost about a fifth of the suite's CPU time on a 2-core machine. Locally a failure keeps its own.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
  },
});
