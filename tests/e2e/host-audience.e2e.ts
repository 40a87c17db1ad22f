// Journey (a), My Audience: a level-ZERO host signs in, sees the survey-first home, shares their survey link; an
// anonymous visitor answers it five times (one answer is markup, shown back as text); the host's Audience Data shows
// the metrics and the charts, and Export Data downloads a CSV whose rows are those answers. Then a qualified host's
// page: the qualified-only toggle, 15 bars on a desktop and 5 on a phone, the recommended itineraries, the error screen.
import { readFile } from 'node:fs/promises';
import { AUDIENCE_MESSAGES, HOME_MESSAGES } from '@caravan/domain';
import type { Page } from '@playwright/test';
import { DESKTOP, expect, PHONE, STEP_TIMEOUT, test } from './support/fixtures.js';

test.describe.configure({ timeout: 240_000 });

interface Answer {
  firstName: string;
  age: number;
  budget: number;
  destinations: string[];
  other?: string;
  seasons: string[];
  gender?: 'Female' | 'Male';
}

const ANSWERS: Answer[] = [
  { firstName: 'Ana', age: 34, budget: 3000, destinations: ['Peru', 'Japan'], seasons: ['Summer'], gender: 'Female' },
  {
    firstName: '<script>alert(1)</script>',
    age: 17,
    budget: 5000,
    destinations: ['Peru', 'Italy'],
    seasons: ['Winter'],
  },
  {
    firstName: 'Ben',
    age: 45,
    budget: 1500,
    destinations: ['Japan', 'Iceland', 'Kenya'],
    seasons: ['Spring', 'Summer'],
  },
  { firstName: 'Cleo', age: 29, budget: 2000, destinations: ['Peru', 'Greece', 'Portugal'], seasons: ['Summer'] },
  {
    firstName: 'Dan',
    age: 52,
    budget: 8000,
    destinations: ['Mexico', 'Vietnam'],
    other: 'Other',
    seasons: ['Autumn'],
    gender: 'Male',
  },
];

const graph = (page: Page, title: string) => page.getByRole('main').getByRole('region', { name: title, exact: true });
/** A graph's numbers as its screen-reader list gives them: label and amount. */
const graphData = async (page: Page, title: string) =>
  graph(page, title)
    .getByRole('listitem')
    .evaluateAll((items) => items.map((i) => [i.getAttribute('data-label'), Number(i.getAttribute('data-amount'))]));
const metric = (page: Page, term: string) =>
  page
    .getByRole('main')
    .locator('.au-Metric', { has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) })
    .locator('dd');

test('[AUD-001] [AUD-002] [AUD-003] [AUD-004] [AUD-005] [AUD-009] [AUD-011] [AUD-012] [AUD-017] [AUD-018] [AUD-021] [AUD-025] [PLT-017] a level ZERO host shares the survey, five anonymous answers fill Audience Data, and Export Data downloads them', async ({
  browser,
  freshCaravan,
  signIn,
}) => {
  const server = await freshCaravan();
  const { page } = await signIn('zoe.zero@caravan.test', {
    server,
    viewport: DESKTOP,
    prepare: (context) => context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url }),
  });

  // The survey-first home leads to My Audience, whose root opens the Survey tab.
  await page.goto(`${server.url}/app/host/home`);
  await page.waitForURL((u) => u.pathname === '/app/host/home/progress', { timeout: STEP_TIMEOUT });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_MESSAGES.surveyFirstWelcome);
  await page.getByRole('main').getByRole('link', { name: 'Go to My Audience' }).click();
  await page.waitForURL((u) => u.pathname === '/app/host/audience/survey', { timeout: STEP_TIMEOUT });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Audience');
  const tabs = page.getByRole('navigation', { name: 'Audience' });
  expect(await tabs.getByRole('link').allTextContents()).toEqual(['Survey', 'Audience Data']);
  await expect(tabs.getByRole('link', { name: 'Survey' })).toHaveAttribute('aria-current', 'page');

  // Before any answer: the empty state, nothing to export, no toggle.
  await tabs.getByRole('link', { name: 'Audience Data' }).click();
  await expect(page.getByText(AUDIENCE_MESSAGES.noResponses)).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(page.getByRole('button', { name: 'Export Data' })).toBeDisabled();
  await expect(page.getByRole('switch', { name: 'Qualified responses only' })).toBeDisabled();
  await expect(tabs).toBeVisible();

  // The Survey tab: the survey takes about 2 minutes; the host makes their link and copies it.
  await tabs.getByRole('link', { name: 'Survey' }).click();
  const surveyCard = page.getByRole('region', { name: 'Survey link' });
  await expect(surveyCard).toContainText('about 2 minutes', { timeout: STEP_TIMEOUT });
  await surveyCard.getByRole('button', { name: 'Create my survey link' }).click();
  await surveyCard.getByRole('button', { name: 'Copy Survey link' }).click();
  await expect(surveyCard.getByText('Copied!')).toBeVisible();
  const url = await page.evaluate(() => navigator.clipboard.readText());
  expect(url).toMatch(new RegExp(`^${server.url}/public/l/s/zoe-zero$`));
  // zoe is ready to qualify: her e-mail collection link is not locked.
  await expect(page.getByRole('region', { name: 'E-mail collection link' })).not.toHaveAttribute('data-locked', 'true');

  // An anonymous visitor answers five times, without an account.
  const visitor = await browser.newContext({ viewport: DESKTOP });
  const form = await visitor.newPage();
  let dialogs = 0;
  form.on('dialog', (d) => {
    dialogs++;
    void d.dismiss();
  });
  for (const a of ANSWERS) {
    await form.goto(url);
    await expect(form.getByRole('heading', { level: 1 })).toHaveText("Zoe Zero's travel survey", {
      timeout: STEP_TIMEOUT,
    });
    await form.getByLabel('First name').fill(a.firstName);
    await form.getByLabel('Last name').fill('Visitor');
    await form.getByLabel('E-mail').fill(`${a.firstName.replace(/\W/g, '') || 'x'}.${a.age}@example.com`);
    await form.getByLabel('Age').fill(String(a.age));
    await form.getByLabel('Travel budget per trip (US dollars)').fill(String(a.budget));
    for (const d of a.destinations) await form.getByRole('checkbox', { name: d, exact: true }).check();
    if (a.other) await form.getByLabel('Somewhere else').fill(a.other);
    for (const s of a.seasons) await form.getByRole('checkbox', { name: s, exact: true }).check();
    if (a.gender) await form.getByRole('radio', { name: a.gender, exact: true }).check();
    await form.getByRole('button', { name: 'Send my answers' }).click();
    // What the visitor typed comes back as text, never as markup.
    await expect(form.getByText(`Thanks, ${a.firstName}!`)).toBeVisible({ timeout: STEP_TIMEOUT });
  }
  expect(dialogs).toBe(0);
  expect(await form.locator('script', { hasText: 'alert(1)' }).count()).toBe(0);
  await visitor.close();

  // The host's Audience Data: metrics from the five answers and the five graphs.
  await page.goto(`${server.url}/app/host/audience/research`);
  await expect(metric(page, 'Responses')).toHaveText('5', { timeout: STEP_TIMEOUT });
  await expect(metric(page, 'Qualified responses')).toHaveText('3');
  await expect(metric(page, 'Top destinations')).toHaveText('Peru, Japan, Greece');
  await expect(metric(page, 'Average budget')).toHaveText('$3,900');
  await expect(metric(page, 'Median budget')).toHaveText('$3,000');
  for (const [title, type] of [
    ['Popular destinations', 'bar'],
    ['Time of year', 'pie'],
    ['Travel budget', 'bar'],
    ['Age', 'bar'],
    ['Gender', 'pie'],
  ] as const) {
    await expect(graph(page, title)).toHaveAttribute('data-type', type);
    await expect(graph(page, title).locator('svg.recharts-surface').first()).toBeVisible();
  }
  // 'Other' is left out of the destinations; time-of-year labels are cut to three letters.
  expect(await graphData(page, 'Popular destinations')).toEqual([
    ['Peru', 3],
    ['Japan', 2],
    ['Greece', 1],
    ['Iceland', 1],
    ['Italy', 1],
    ['Kenya', 1],
    ['Mexico', 1],
    ['Portugal', 1],
    ['Vietnam', 1],
  ]);
  expect(await graphData(page, 'Time of year')).toEqual([
    ['Spr', 1],
    ['Sum', 3],
    ['Aut', 1],
    ['Win', 1],
  ]);
  await expect(graph(page, 'Popular destinations').locator('.recharts-bar-rectangle')).toHaveCount(9);
  // A host still qualifying: no toggle, no recommendations.
  await expect(page.getByRole('switch', { name: 'Qualified responses only' })).toBeDisabled();
  await expect(page.getByRole('region', { name: 'Recommended itineraries' })).toHaveCount(0);

  // Export Data: 'we are exporting', then the file, whose rows are the five answers.
  await page.getByRole('button', { name: 'Export Data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export Data' });
  await expect(dialog.getByRole('checkbox', { name: 'Include the survey answers' })).toBeChecked();
  const downloading = page.waitForEvent('download', { timeout: STEP_TIMEOUT });
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'We are exporting your data' })).toBeVisible({ timeout: STEP_TIMEOUT });
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^audience-\d{4}-\d\d-\d\d\.csv$/);
  const lines = (await readFile(await file.path(), 'utf8')).split('\r\n');
  expect(lines[0]).toBe('First Name,Last Name,Email,Age,Travel Budget,Destinations,Time of Year,Gender');
  expect(lines.slice(1)).toEqual(
    ANSWERS.map((a) =>
      [
        a.firstName,
        'Visitor',
        `${a.firstName.replace(/\W/g, '') || 'x'}.${a.age}@example.com`.toLowerCase(),
        a.age,
        a.budget,
        [...a.destinations, ...(a.other ? [a.other] : [])].join('; '),
        a.seasons.join('; '),
        a.gender?.toLowerCase() ?? '',
      ].join(','),
    ),
  );
  await page.getByRole('button', { name: 'Done' }).click();
});

test('[AUD-006] [AUD-010] [AUD-012] [AUD-019] [AUD-020] [AUD-023] a qualified host: the qualified-only toggle, 15 bars on a desktop and 5 on a phone, recommended itineraries, and the export error screen', async ({
  signIn,
  caravan,
}) => {
  const { page } = await signIn('host', { viewport: DESKTOP });
  await page.goto(`${caravan.url}/app/host/audience`);
  await page.waitForURL((u) => u.pathname === '/app/host/audience/survey', { timeout: STEP_TIMEOUT });
  await page.getByRole('navigation', { name: 'Audience' }).getByRole('link', { name: 'Audience Data' }).click();

  const destinations = graph(page, 'Popular destinations');
  await expect(destinations.locator('.recharts-bar-rectangle')).toHaveCount(15, { timeout: STEP_TIMEOUT });
  const labels = (await graphData(page, 'Popular destinations')).map(([l]) => String(l));
  expect(labels).toHaveLength(15);
  expect(labels.every((l) => l.length <= 18)).toBe(true);
  // The seeded 'Galápagos Islands and Ecuador' is cut to 18 characters wherever it shows.
  expect(labels.some((l) => l.length > 18)).toBe(false);
  // No empty slice: every pie item has an amount.
  for (const title of ['Time of year', 'Gender'])
    expect((await graphData(page, title)).every(([, n]) => Number(n) > 0)).toBe(true);

  // The toggle: qualified responses only.
  const all = await metric(page, 'Responses').textContent();
  const qualified = await metric(page, 'Qualified responses').textContent();
  const toggle = page.getByRole('switch', { name: 'Qualified responses only' });
  await expect(toggle).toBeEnabled();
  // The switch's input is visually hidden inside its label: a person clicks the label.
  const flip = page.locator('label.cv-Switch', { hasText: 'Qualified responses only' });
  await flip.click();
  await expect(toggle).toBeChecked();
  await expect(metric(page, 'Responses')).toHaveText(qualified ?? '');
  expect(Number(qualified)).toBeLessThan(Number(all));
  await flip.click();
  await expect(metric(page, 'Responses')).toHaveText(all ?? '');

  // Recommended itineraries for a qualified host.
  await expect(page.getByRole('region', { name: 'Recommended itineraries' })).toContainText('Inca Trail');

  // On a phone, 5 bars.
  await page.setViewportSize(PHONE);
  await expect(destinations.locator('.recharts-bar-rectangle')).toHaveCount(5, { timeout: STEP_TIMEOUT });
  await page.setViewportSize(DESKTOP);

  // An export that fails: the spec's error screen, Try Again and Cancel.
  await page.route('**/api/me/audience/export', (route) =>
    route.fulfill({ json: { success: true, data: { status: 'failure', downloadPath: null } } }),
  );
  await page.getByRole('button', { name: 'Export Data' }).click();
  await page.getByRole('dialog', { name: 'Export Data' }).getByRole('button', { name: 'Export', exact: true }).click();
  const error = page.getByRole('dialog', { name: AUDIENCE_MESSAGES.exportErrorTitle });
  await expect(error).toContainText(AUDIENCE_MESSAGES.exportErrorDescription, { timeout: STEP_TIMEOUT });
  await expect(error.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await error.getByRole('button', { name: 'Cancel' }).click();
  await expect(error).toBeHidden();
});
