// The browser tests' fixtures: a Caravan server per worker (or per data set), users signed in by role, and the
// journey checks (axe on every page, page errors, no outside request) that every test gets without asking.
import { test as base, type Browser, type BrowserContext, expect } from '@playwright/test';
import { LoginPage } from '../pages/login.page.js';
import { type Journey, startJourney, watchContext } from './journey.js';
import { type CaravanProcess, startCaravan } from './server.js';

export { expect };

/** The demo accounts by role (apps/api/src/db/seed/demo-accounts.ts). */
export const DEMO_USERS = {
  admin: 'admin@caravan.test',
  host: 'host@caravan.test',
  operator: 'operator@caravan.test',
  traveler: 'traveler@caravan.test',
  companion: 'companion@caravan.test',
} as const;
export type DemoUser = keyof typeof DEMO_USERS;

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };
/** How long a step that waits on the server may take on a loaded 2-core machine. */
export const STEP_TIMEOUT = 30_000;

export interface SignInOptions {
  viewport?: { width: number; height: number };
  /**
   * Runs on the context before its first page opens (routes for a test's own stubs, for example).
   * Its result is ignored: since Playwright 1.65 `context.route` resolves to a Disposable.
   */
  prepare?: (context: BrowserContext) => Promise<unknown>;
  /** Another server than the worker's (a test that changes data on a fresh one). */
  server?: CaravanProcess;
}

export interface SignedInPage {
  context: BrowserContext;
  page: import('@playwright/test').Page;
}

interface WorkerFixtures {
  /**
   * The worker's data set: a file whose tests change data names its own (`test.use({ dataset: 'manage-booking' })`)
   * and runs on a server no other file touches; files that only read share the worker's.
   */
  dataset: string;
  /** Environment for the worker's server (a file that needs another sets it with test.use, in its own worker). */
  caravanEnv: Record<string, string>;
  caravan: CaravanProcess;
}

interface TestFixtures {
  /** Whether axe runs on every page the journey rests on (default); Storybook's tests check their stories instead. */
  axeOnPages: boolean;
  /** This test's journey record; checked when the test ends (auto). */
  journey: Journey;
  /** A new context signed in as a demo user (by role) or any e-mail, through the login API, landed on its home. */
  signIn: (who: DemoUser | string, options?: SignInOptions) => Promise<SignedInPage>;
  /**
   * A server of its own, with a fresh data folder, for a test that changes what others read (test mode: testClock;
   * env: settings of its own, such as another calendar through CARAVAN_CLOCK_OFFSET_MS).
   */
  freshCaravan: (options?: { testClock?: boolean; env?: Record<string, string> }) => Promise<CaravanProcess>;
}

/**
 * Every context the worker's browser opens is guarded and watched (browser.newPage goes through newContext too), and
 * prefers reduced motion like the config's own contexts: the design system then skips its fades, so axe never reads
 * a dialog half faded in (a false contrast failure) and no click lands on an overlay that is fading out.
 */
function watchBrowser(browser: Browser): void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext({ reducedMotion: 'reduce', ...options });
    await watchContext(context);
    return context;
  };
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  dataset: ['shared', { option: true, scope: 'worker' }],
  caravanEnv: [{}, { option: true, scope: 'worker' }],
  caravan: [
    async ({ caravanEnv, dataset: _dataset }, use) => {
      const server = await startCaravan(caravanEnv);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  browser: [
    async ({ browser }, use) => {
      watchBrowser(browser);
      await use(browser);
    },
    { scope: 'worker' },
  ],

  axeOnPages: [true, { option: true }],
  journey: [
    async ({ axeOnPages }, use, testInfo) => {
      const journey = startJourney(axeOnPages);
      await use(journey);
      await journey.settle();
      const problems = journey.problems();
      if (testInfo.status === testInfo.expectedStatus) {
        expect(problems.outsideRequests, 'requests to outside hosts (stub them in support/browser.ts)').toEqual([]);
        expect(problems.axe, 'axe violations on the pages this journey visited').toEqual([]);
        expect(problems.pageErrors, 'errors the pages logged').toEqual([]);
      }
    },
    { auto: true },
  ],
  context: async ({ context }, use) => {
    await watchContext(context);
    await use(context);
  },

  signIn: async ({ browser, caravan }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (who, options = {}) => {
      const context = await browser.newContext({ viewport: options.viewport ?? DESKTOP });
      opened.push(context);
      await options.prepare?.(context);
      const page = await context.newPage();
      const email = who in DEMO_USERS ? DEMO_USERS[who as DemoUser] : who;
      await new LoginPage(page, options.server ?? caravan).signInByApi(email);
      return { context, page };
    });
    await Promise.all(opened.map((context) => context.close().catch(() => undefined)));
  },

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; none.
  freshCaravan: async ({}, use) => {
    const started: CaravanProcess[] = [];
    await use(async (options = {}) => {
      const server = await startCaravan(options.env ?? {}, options);
      started.push(server);
      return server;
    });
    await Promise.all(started.map((server) => server.stop()));
  },
});
