// What a test's pages did, checked when the test ends: axe on every page the journey rests on, the pages' own errors,
// and requests to outside hosts. Every context the browser opens is watched (see fixtures.ts), so a new journey gets
// all three without asking.
import type { BrowserContext, Page } from '@playwright/test';
import { type AxeViolation, axeViolations, collectPageErrors, guardNetwork, takeRefusedRequests } from './browser.js';
import { e2eNow } from './clock.js';

/**
 * DECIDE: a page the journey stays on for 400 ms after a navigation (a route change included) is checked with axe;
 * a page it only passes through (a redirect) is not, and the page a context ends on is checked as it closes.
 */
export const SETTLE_MS = 400;
/** A page still showing a spinner after this long is checked as it is (a loading state must be accessible too). */
export const LOADED_WITHIN_MS = 5_000;

export interface PageViolations {
  url: string;
  violations: AxeViolation[];
}

/** How many times each page's main frame has navigated (route changes included). */
const navigations = new WeakMap<Page, number>();

/** One test's record. */
export class Journey {
  /** False for tests of things that are not pages (Storybook's story frames), which check axe themselves. */
  constructor(readonly axeOnPages = true) {}

  readonly violations: PageViolations[] = [];
  readonly errors: string[] = [];
  /** The paths checked, so a page visited twice is checked once. */
  readonly checked = new Set<string>();
  private readonly pending = new Set<Promise<void>>();

  /**
   * Runs axe on the page once it has loaded what it shows (no spinner left), once per path. A page that moves on
   * meanwhile is skipped, not failed: its next resting place is checked instead.
   */
  check(page: Page): Promise<void> {
    if (!this.axeOnPages || page.isClosed()) return Promise.resolve();
    const url = new URL(page.url());
    if (!url.protocol.startsWith('http') || this.checked.has(url.pathname)) return Promise.resolve();
    this.checked.add(url.pathname);
    const run = (async () => {
      // Loaded: the portal has rendered into its root (an empty root is its script still downloading on a slow
      // machine, not a page anyone reads) and no spinner is left. Server pages without a root count as rendered.
      await page
        .waitForFunction(
          () => {
            const root = document.getElementById('root');
            return (!root || root.childElementCount > 0) && !document.querySelector('[role=progressbar]');
          },
          null,
          { timeout: LOADED_WITHIN_MS },
        )
        .catch(() => undefined);
      const before = navigations.get(page) ?? 0;
      if (page.isClosed() || new URL(page.url()).pathname !== url.pathname) throw new Error('moved on');
      const violations = await axeViolations(page);
      // A route change while axe ran leaves it a page half torn down: that result says nothing about either page.
      if ((navigations.get(page) ?? 0) !== before) throw new Error('moved on');
      if (violations.length > 0) this.violations.push({ url: url.pathname, violations });
    })().catch(() => {
      this.checked.delete(url.pathname);
    });
    this.pending.add(run);
    return run.finally(() => this.pending.delete(run));
  }

  watch(page: Page): void {
    const errors = collectPageErrors(page);
    let timer: NodeJS.Timeout | undefined;
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return;
      navigations.set(page, (navigations.get(page) ?? 0) + 1);
      clearTimeout(timer);
      timer = setTimeout(() => void this.check(page), SETTLE_MS);
    });
    page.on('close', () => {
      clearTimeout(timer);
      this.errors.push(...errors);
    });
  }

  /** Checks the context's open pages before it closes, and waits for checks under way. */
  async settle(context?: BrowserContext): Promise<void> {
    if (context) await Promise.all(context.pages().map((page) => this.check(page)));
    await Promise.all([...this.pending]);
  }

  /** Whatever the journey did wrong, for one assertion at its end. */
  problems() {
    return { axe: this.violations, pageErrors: this.errors, outsideRequests: takeRefusedRequests() };
  }
}

let current: Journey | undefined;

/** The journey of the test running now (one per test; set by the auto fixture). */
export const startJourney = (axeOnPages = true) => {
  current = new Journey(axeOnPages);
  return current;
};

const watched = new WeakSet<BrowserContext>();

/** Guards a context's network and has the current journey watch its pages, and check them before it closes. */
export async function watchContext(context: BrowserContext): Promise<void> {
  if (watched.has(context)) return;
  watched.add(context);
  await guardNetwork(context);
  // The tests' calendar (support/clock.ts); Playwright's clock keeps flowing from there.
  await context.clock.install({ time: e2eNow() });
  for (const page of context.pages()) current?.watch(page);
  context.on('page', (page) => current?.watch(page));
  const close = context.close.bind(context);
  context.close = async (options) => {
    await current?.settle(context);
    return close(options);
  };
}
