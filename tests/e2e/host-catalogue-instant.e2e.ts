// Journey (d) of issue 13: instant approval. A standard package without inventory defaults to its first
// instant-approval date; a host travelling alone reserves it and the trip is created at once, then shows on the
// host's home. It changes data: a server of its own.
import { HostCataloguePage } from './pages/host-catalogue.page.js';
import { DESKTOP, STEP_TIMEOUT, expect, test } from './support/fixtures.js';

test.describe.configure({ timeout: 240_000 });

test('[CAT-036] [CAT-037] [CAT-060] [CAT-001] instant approval: the first instant-approval date, Reserve, and the trip is created directly', async ({
  signIn,
  freshCaravan,
}) => {
  const server = await freshCaravan();
  const { page } = await signIn('tom.two@caravan.test', { viewport: DESKTOP, server });
  const cat = new HostCataloguePage(page);

  await page.goto(`${server.url}/app/host/itineraries`);
  await expect(cat.heading()).toHaveText('Itineraries', { timeout: STEP_TIMEOUT });
  await cat.card('Patagonia Lakes & Towers').getByRole('link').click();
  await expect(cat.heading()).toHaveText('Patagonia Lakes & Towers', { timeout: STEP_TIMEOUT });
  await page.getByRole('link', { name: 'Reserve This Trip' }).click();
  await expect(cat.heading()).toHaveText('Reserve This Trip', { timeout: STEP_TIMEOUT });

  // The standard package without inventory starts on its first instant-approval date, highlighted.
  const date = cat.section('Start date').getByLabel('Start date');
  await expect(date).not.toHaveValue('');
  await expect(cat.section('Start date')).toContainText('Instant Approval date');
  await expect(cat.sidebar()).toContainText('Instant Approval: your trip is created as soon as you reserve.');
  const chosen = await date.inputValue();

  await cat.form().getByRole('button', { name: 'Reserve' }).click();
  await expect(cat.confirmDialog()).toBeVisible();
  await cat.confirmDialog().getByRole('button', { name: 'Request Trip' }).click();
  await expect(cat.heading()).toHaveText('Your trip is approved!', { timeout: STEP_TIMEOUT });
  const link = page.getByRole('link', { name: 'Go to your trip' });
  await expect(link).toHaveAttribute('href', /^\/app\/host\/trips\/[0-9a-f-]+\/configuration\?model=trip$/);

  // The trip exists at once: the host's trips list it, starting on the chosen date.
  const trips = await page.evaluate(async () => {
    const res = await fetch('/api/me/trips?limit=100', { credentials: 'include' });
    return (await res.json()) as { data: { items: { id: string; name: string; startDate: string }[] } };
  });
  const href = (await link.getAttribute('href')) ?? '';
  const tripId = href.split('/')[4];
  expect(trips.data.items).toContainEqual(
    expect.objectContaining({ id: tripId, name: 'Patagonia Lakes & Towers', startDate: chosen }),
  );
});
