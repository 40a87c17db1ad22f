// The browser kept off the network (outside sites stubbed or refused), axe-core for accessibility, page errors.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { TRAVELER_EXTERNAL_LINKS } from '@caravan/domain';
import type { BrowserContext, Page } from '@playwright/test';

const require = createRequire(import.meta.url);

/** Outside sites the app links to on purpose, answered by a local stub page: the test machine is offline. */
export const STUBBED_ORIGINS: readonly string[] = [new URL(TRAVELER_EXTERNAL_LINKS.terms).origin];
const APP_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const refused: string[] = [];

/** The outside addresses pages tried to reach since the last call (none is allowed: see guardNetwork). */
export const takeRefusedRequests = (): string[] => refused.splice(0);

/**
 * Every context of the harness notes each request its pages make to a host other than the app's (loopback) that no
 * stub answered, so the journey check fails the test that tried (journey.ts). Chromium itself resolves no other host
 * (OFFLINE_HOST_RULES in chromium.ts): such a request fails, and its failure is what is noted; one a test's own route
 * (or stubOutsideSites) answered finishes instead. No route is installed here: a route, even a pass-through one, sends
 * every request of the context through the test process and turns the browser's cache off (Playwright's routing),
 * which cost each page load its chunks again.
 */
export async function guardNetwork(context: BrowserContext): Promise<void> {
  context.on('requestfailed', (request) => {
    const url = new URL(request.url());
    if (!url.protocol.startsWith('http') || APP_HOSTS.has(url.hostname)) return;
    refused.push(url.href);
  });
}

/** Answers the outside sites the app links to on purpose with a local stub page, in this context (a test that opens one). */
export async function stubOutsideSites(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => STUBBED_ORIGINS.includes(url.origin),
    (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><title>Stub of ${new URL(route.request().url()).origin}</title><main><h1>Outside page</h1></main></html>`,
      }),
  );
}

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** The axe run under way on each page: axe refuses a second run while one is going ("Axe is already running"). */
const axeRuns = new WeakMap<Page, Promise<unknown>>();

/**
 * Runs axe-core on the page (WCAG 2.x A and AA rules) and returns its violations. Runs on one page take turns: a
 * test's own check and the journey's check of the same resting page can come due at the same moment.
 */
export function axeViolations(page: Page): Promise<AxeViolation[]> {
  const run = (axeRuns.get(page) ?? Promise.resolve()).catch(() => undefined).then(() => runAxe(page));
  axeRuns.set(page, run);
  return run;
}

async function runAxe(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: object, opts: object) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    // react-aria's live announcer is a visually hidden log of transient announcements; an announcement that names a
    // label by id keeps the id after the labelled element has gone (axe's role-img-alt), which no user sees or hears.
    const result = await axe.run(
      { exclude: [['[data-live-announcer]']] },
      {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      },
    );
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  });
}

/** Fails with the page's own words when the page logs an error (a broken screen is a failed test). */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/401|403|Failed to load resource/.test(m.text())) errors.push(m.text());
  });
  return errors;
}
