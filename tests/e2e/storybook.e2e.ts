// The machine stories in Chromium: the statechart highlights the current state, allowed events are buttons that
// move it, refused events say why (the guard or 'no transition'), the story passes axe, and the ELK drawing nests
// states in their containers, parallel regions side by side, with self-loops and labelled edges. Served from the
// built storybook-static (built first when missing).
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import * as machines from '@caravan/machines';
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { axeViolations, collectPageErrors } from './support/browser.js';
import { type StaticServer, serveStatic } from './support/static-server.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const staticDir = join(root, 'storybook-static');
const TIMEOUT = 20_000;
/** The brand colour of the highlighted state (--cv-brand-600). */
const HIGHLIGHT = 'rgb(176, 67, 28)';

let browser: Browser;
let server: StaticServer;

// Stories are not pages: each test runs axe on its story once the story has rendered.
test.use({ axeOnPages: false });

test.beforeAll(async ({ browser: workerBrowser }) => {
  // Building Storybook, when it is missing, takes minutes on a 2-core machine.
  test.setTimeout(600_000);
  browser = workerBrowser;
  if (!existsSync(join(staticDir, 'index.json'))) {
    await promisify(execFile)('npm', ['run', 'build-storybook'], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
  }
  server = await serveStatic(staticDir);
});
test.afterAll(async () => {
  await server?.close();
});

async function openStory(id: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  const errors = collectPageErrors(page);
  await page.goto(`${server.url}/iframe.html?id=${id}&viewMode=story`);
  await page.locator('[data-testid="current-state"]').waitFor({ timeout: TIMEOUT });
  // ELK lays the drawing out asynchronously: a placeholder stands in until it is drawn.
  await page.locator('[data-testid="statechart"]').waitFor({ timeout: TIMEOUT });
  return { page, errors };
}

/** The current state as the readout shows it: dotted paths, one per active leaf. */
const currentState = async (page: Page) =>
  ((await page.locator('[data-testid="current-state"]').textContent()) ?? '').split(', ').sort();

/** The ids of the highlighted state boxes in the drawing (active leaves and their containers). */
const highlighted = (page: Page) =>
  page
    .locator('[data-testid="statechart"] [data-active="true"]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-state-id') ?? '').sort());

/** Asserts the drawing highlights exactly the states the readout names (and their ancestors). */
async function expectDrawingMatchesReadout(page: Page) {
  const machineId = await page.locator('[data-machine-id]').getAttribute('data-machine-id');
  const expected = new Set<string>();
  for (const path of await currentState(page)) {
    const keys = path.split('.');
    for (let i = 1; i <= keys.length; i++) expected.add(`${machineId}.${keys.slice(0, i).join('.')}`);
  }
  expect(await highlighted(page)).toEqual([...expected].sort());
  const leaf = page.locator('[data-testid="statechart"] [data-active="true"][data-kind="state"] > rect').first();
  expect(await leaf.evaluate((el) => getComputedStyle(el).fill)).toBe(HIGHLIGHT);
  const idle = page.locator('[data-testid="statechart"] [data-active="false"][data-kind="state"] > rect').first();
  expect(await idle.evaluate((el) => getComputedStyle(el).fill)).not.toBe(HIGHLIGHT);
}

interface Point {
  x: number;
  y: number;
}
interface Box extends Point {
  right: number;
  bottom: number;
}

/** Each drawn state's box in page coordinates, by state id (pseudo ids `<parent>::initial`, `<parent>::any`). */
const drawnBoxes = (page: Page): Promise<Record<string, Box>> =>
  page.locator('[data-testid="statechart"] [data-state-id]').evaluateAll((els) =>
    Object.fromEntries(
      els.map((el) => {
        const r = (el.querySelector('rect, circle') as Element).getBoundingClientRect();
        return [el.getAttribute('data-state-id'), { x: r.x, y: r.y, right: r.right, bottom: r.bottom }];
      }),
    ),
  );

const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x && inner.y >= outer.y && inner.right <= outer.right && inner.bottom <= outer.bottom;

/** Page-level rules do not apply to a story: it is a component in Storybook's frame, not a page of its own. */
const PAGE_RULES = new Set(['landmark-one-main', 'page-has-heading-one', 'region']);
const componentViolations = async (page: Page) => (await axeViolations(page)).filter((v) => !PAGE_RULES.has(v.id));

/** The list item of the n-th sample of an event type: its button and its refusal text. */
const sample = (page: Page, type: string, n = 0): { button: Locator; refusal: Locator } => {
  const item = page.locator(`[data-testid="event"][data-event-type="${type}"]`).nth(n);
  return { button: item.getByRole('button'), refusal: item.locator('[data-testid="refusal"]') };
};

test.describe('machine stories', () => {
  test('lists a story for every machine model the machines package exports', async () => {
    const index = (await (await fetch(`${server.url}/index.json`)).json()) as { entries: Record<string, unknown> };
    const ids = Object.keys(index.entries).filter((id) => id.startsWith('machines-'));
    // Every model the package exports (its own exports, so a new machine without a model or a story fails here).
    const { models, machinesWithoutModel } = machines.exportedMachineModels(machines);
    expect(machinesWithoutModel).toEqual([]);
    expect(Object.keys(models).length).toBeGreaterThan(20);
    const expected = Object.keys(models).map(machines.machineStoryId).sort();
    expect(expected.filter((id) => !ids.includes(id))).toEqual([]);
    expect(expected).toEqual(expect.arrayContaining(['machines-trip--explorer', 'machines-manage-booking--explorer']));
  });

  test('trip: approving moves the highlight from created to partnerApproved; events with no transition say so', async () => {
    const { page, errors } = await openStory('machines-trip--explorer');
    try {
      expect(await currentState(page)).toEqual(['created']);
      await expectDrawingMatchesReadout(page);
      const acceptAgreement = sample(page, 'trip.acceptAgreement');
      expect(await acceptAgreement.button.isDisabled()).toBe(true);
      expect(await acceptAgreement.refusal.textContent()).toBe('No transition from this state');

      const approve = sample(page, 'trip.approve');
      expect(await approve.button.isEnabled()).toBe(true);
      await approve.button.click();
      await expect.poll(() => currentState(page), { timeout: TIMEOUT }).toEqual(['partnerApproved']);
      await expectDrawingMatchesReadout(page);
      expect(await page.locator('[data-testid="context"]').textContent()).toContain('"status": "partner-approved"');
      expect(await approve.button.isDisabled()).toBe(true);
      expect(await approve.refusal.textContent()).toBe('No transition from this state');
      expect(await sample(page, 'trip.approvePricing').button.isEnabled()).toBe(true);

      await page.getByRole('button', { name: 'Reset' }).click();
      await expect.poll(() => currentState(page), { timeout: TIMEOUT }).toEqual(['created']);
      expect(await componentViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  test('manage booking: a refused event names its guard; init and an add-on change enable the confirmation', async () => {
    const { page, errors } = await openStory('machines-manage-booking--explorer');
    try {
      expect(await currentState(page)).toEqual(['flow.uninitialized', 'insurance.priced', 'inventory.initial']);
      await expectDrawingMatchesReadout(page);
      const toggle = sample(page, 'addOn.toggle');
      expect(await toggle.button.isDisabled()).toBe(true);
      expect(await toggle.refusal.textContent()).toBe('Refused by guard acceptsToggle');

      await sample(page, 'manageBooking.init').button.click();
      await expect
        .poll(() => currentState(page), { timeout: TIMEOUT })
        .toEqual(['flow.editing.browsing', 'insurance.priced', 'inventory.initial']);
      await expectDrawingMatchesReadout(page);
      const confirm = sample(page, 'confirmation.open');
      expect(await confirm.button.isDisabled()).toBe(true);
      expect(await confirm.refusal.textContent()).toBe('Refused by guard canConfirm');

      expect(await toggle.button.isEnabled()).toBe(true);
      await toggle.button.click();
      await expect.poll(() => confirm.button.isEnabled(), { timeout: TIMEOUT }).toBe(true);
      await confirm.button.click();
      await expect
        .poll(() => currentState(page), { timeout: TIMEOUT })
        .toEqual(['flow.editing.confirmationModal', 'insurance.priced', 'inventory.initial']);
      await expectDrawingMatchesReadout(page);
      expect(await page.locator('[data-testid="history"] li').count()).toBe(3);
      expect(await componentViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  for (const { story, parallel, regions } of [
    { story: 'machines-manage-booking--explorer', parallel: null, regions: ['flow', 'inventory', 'insurance'] },
    { story: 'machines-trip--explorer', parallel: 'postConfirmation', regions: ['lifecycle', 'technicalItinerary'] },
  ]) {
    test(`${story}: states sit inside their containers, parallel regions side by side, top-aligned`, async () => {
      const { page, errors } = await openStory(story);
      try {
        const machineId = (await page.locator('[data-machine-id]').getAttribute('data-machine-id')) as string;
        const drawn = await drawnBoxes(page);
        let nested = 0;
        for (const [id, box] of Object.entries(drawn)) {
          const parent = id.includes('::') ? (id.split('::')[0] as string) : id.slice(0, id.lastIndexOf('.'));
          if (parent === machineId) continue;
          expect(drawn[parent], `the container of ${id}`).toBeDefined();
          expect(inside(box, drawn[parent] as Box), `${id} inside ${parent}`).toBe(true);
          nested++;
        }
        expect(nested).toBeGreaterThan(5);
        const prefix = parallel === null ? machineId : `${machineId}.${parallel}`;
        const row = regions.map((r) => drawn[`${prefix}.${r}`] as Box).sort((a, b) => a.x - b.x);
        for (let i = 1; i < row.length; i++) {
          expect((row[i] as Box).x).toBeGreaterThanOrEqual((row[i - 1] as Box).right);
          // Within a few pixels: ELK leaves a little room above a region that edges enter from outside.
          expect(Math.abs((row[i] as Box).y - (row[0] as Box).y)).toBeLessThan(10);
        }
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }

  test('manage booking: a self-transition is drawn as a loop out of its state, edges carry their event names', async () => {
    const { page, errors } = await openStory('machines-manage-booking--explorer');
    try {
      const verifying = (await drawnBoxes(page))['manageBooking.inventory.verifying'] as Box;
      const loop = page.locator('[data-edge-id^="manageBooking.inventory.verifying:inventory.verify:"] path');
      const [start, middle, end] = (await loop.evaluate((el) => {
        const path = el as SVGPathElement;
        const m = path.getScreenCTM() as DOMMatrix;
        const length = path.getTotalLength();
        return [0, length / 2, length].map((at) => {
          const { x, y } = path.getPointAtLength(at).matrixTransform(m);
          return { x, y }; // a DOMPoint does not cross back to the test
        });
      })) as [Point, Point, Point];
      const near = (p: Point) =>
        inside(
          { x: p.x, y: p.y, right: p.x, bottom: p.y },
          { ...verifying, x: verifying.x - 2, right: verifying.right + 2 },
        );
      expect(near(start) && near(end)).toBe(true);
      expect(near(middle)).toBe(false);
      const labels = await page.locator('[data-testid="statechart"] [data-edge-label] text').allTextContents();
      expect(labels).toEqual(expect.arrayContaining(['inventory.verify', 'manageBooking.init', 'booking.confirm']));
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
