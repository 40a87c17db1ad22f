// A traveler books arrival and departure transfers in Chromium: travel details, quotes (the arrival's fail once and
// are retried, the departure's are slow), vehicles, the contact, the booking's insurance repriced with the transfers,
// payment with the sandbox card, the return to the trip, and both rides on the itinerary's card. Every tab's address
// is the app's own (RTE-032). Its own server.
import { DEMO_TRIP_IDS } from '../../apps/api/src/db/seed/demo-ids.js';
import { TransferPage } from './pages/transfer.page.js';
import { STEP_TIMEOUT, expect, test } from './support/fixtures.js';

/** '$1,234.56' or '+$12.00' as minor units. */
const cents = (text: string) => Math.round(Number(/\$([\d,]+\.\d{2})/.exec(text)?.[1]?.replace(/,/g, '')) * 100);

test.describe.configure({ timeout: 180_000 });

test('[RTE-032][GTF-001][GTF-002][GTF-004][GTF-007][GTF-008][GTF-019][GTF-020][GTF-021][GTF-023][GTF-042][GTF-059][GTF-063][GTF-093][GTF-096][OAP-007][OAP-008][OAP-011] a traveler books arrival and departure transfers, retrying the quotes that failed, with the insurance repriced; the rides show on the itinerary', async ({
  signIn,
  freshCaravan,
}) => {
  const server = await freshCaravan();
  const { page } = await signIn('traveler', { server });
  const flow = new TransferPage(page, server.url);
  // RTE-032: every address the single-page app moves through, recorded as it changes (the success tab passes quickly).
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { transferPaths: string[] }).transferPaths = seen;
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (...args: Parameters<History['pushState']>) => {
        original(...args);
        seen.push(location.pathname);
      };
    }
  });

  // GTF-007: the flow's root opens the travel-detail tab.
  await flow.open(DEMO_TRIP_IDS.live);
  expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/transfer/${DEMO_TRIP_IDS.live}(/travel-detail)?$`));
  await page.waitForURL(/\/travel-detail$/, { timeout: STEP_TIMEOUT });
  await expect(flow.steps().getByText('Vehicle')).toHaveAttribute('aria-disabled', 'true');

  // The flight number FAIL1 makes the sandbox provider fail the first quote call for this leg.
  await flow.fillLeg(/Arriving transfer/, {
    pickup: 'Alejandro Velasco Astete International Airport (CUZ)',
    dropOff: 'Belmond Hotel Monasterio',
    date: '2027-05-10',
    time: '14:30',
    passengers: '2',
    hand: '1',
    checked: '2',
    flightNumber: 'LA2021-FAIL1',
  });
  // SLOW makes the departure's quotes take a while: the leg shows its loading state meanwhile.
  await flow.fillLeg(/Departing transfer/, {
    pickup: 'Belmond Hotel Monasterio',
    dropOff: 'Alejandro Velasco Astete International Airport (CUZ)',
    date: '2027-05-18',
    time: '09:15',
    passengers: '2',
    hand: '1',
    checked: '2',
    flightNumber: 'LA2030-SLOW',
  });
  await page.getByRole('button', { name: 'Continue to vehicle' }).click();
  await page.waitForURL(/\/vehicle$/, { timeout: STEP_TIMEOUT });
  const departing = flow.leg(/Departing vehicle/);
  await expect(departing.getByRole('progressbar', { name: 'Finding vehicles…' })).toBeVisible({
    timeout: STEP_TIMEOUT,
  });
  const van = departing.getByRole('radio', { name: /Minivan/ });
  await expect(van).toBeVisible({ timeout: STEP_TIMEOUT });
  await van.locator('xpath=ancestor::label[1]').click();

  const vehicles = flow.leg(/Arriving vehicle/);
  await expect(vehicles.getByText("We couldn't get vehicles for this transfer")).toBeVisible({ timeout: STEP_TIMEOUT });
  await vehicles.getByRole('button', { name: 'Try again' }).click();
  const sedan = vehicles.getByRole('radio', { name: /Standard sedan/ });
  await expect(sedan).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(vehicles.getByRole('radio')).toHaveCount(4);
  await sedan.locator('xpath=ancestor::label[1]').click();
  await expect(flow.summary()).toContainText('Standard sedan');
  await expect(flow.summary()).toContainText('05/10/2027, 02:30 PM');
  await expect(flow.summary()).toContainText('Minivan');
  await expect(flow.summary()).toContainText('05/18/2027, 09:15 AM');

  await page.getByRole('button', { name: 'Continue to contact' }).click();
  await page.waitForURL(/\/contact$/, { timeout: STEP_TIMEOUT });
  await page.getByLabel('Phone').fill('555');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText('Please provide a valid phone number including international code')).toBeVisible();
  await expect(page.getByText('Please accept the terms and conditions')).toBeVisible();
  await page.getByLabel('Phone').fill('+1 555 0100');
  await page.getByLabel('I accept the transfer terms and conditions').check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL(/\/payment$/, { timeout: STEP_TIMEOUT });

  await expect(page.getByText(/Arriving: Standard sedan/)).toBeVisible();
  await expect(page.getByText(/Departing: Minivan/)).toBeVisible();
  // GTF-042, OAP-011: the booking holds travel insurance; the transfers are insured too, so it is repriced, and the
  // total is both vehicles plus the adjustment (GTF-093).
  const repriced = page.getByText(/^Travel insurance repriced: \+\$/);
  await expect(repriced).toBeVisible({ timeout: STEP_TIMEOUT });
  const [arrivalLine, departureLine, adjustment, total] = await Promise.all(
    [/Arriving: Standard sedan/, /Departing: Minivan/, /^Travel insurance repriced/, /^Total: \$/].map((text) =>
      page.getByText(text).textContent(),
    ),
  );
  expect(cents(adjustment ?? '')).toBeGreaterThan(0);
  expect(cents(total ?? '')).toBe(cents(arrivalLine ?? '') + cents(departureLine ?? '') + cents(adjustment ?? ''));
  await page.getByRole('button', { name: 'Book and pay' }).click();
  // GTF-023: the success tab returns the traveler to the trip, with the confirmation.
  await page.waitForURL(/\/app\/traveler\/trips\/.*\/trip-overview$/, { timeout: STEP_TIMEOUT });
  await expect(page.getByText('Your airport transfers are booked.')).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(page.getByRole('heading', { level: 1, name: 'Machu Picchu with Hana' })).toBeVisible({
    timeout: STEP_TIMEOUT,
  });
  // RTE-032: the flow lived at /transfer/{tripId}, through each of its tabs in turn.
  const paths = await page.evaluate(() => (window as unknown as { transferPaths: string[] }).transferPaths);
  const base = `/transfer/${DEMO_TRIP_IDS.live}`;
  const tabs = ['/travel-detail', '/vehicle', '/contact', '/payment', '/success'].map((t) => `${base}${t}`);
  // (A redirect may write the same address twice in a row: the addresses in turn are what counts.)
  const visited = paths.filter((p, i) => p.startsWith(base) && p !== paths[i - 1]);
  expect(visited).toEqual(tabs);

  // The two rides just booked are on the itinerary's ground-transfers card, pending.
  await page.getByRole('navigation', { name: 'Trip sections' }).getByRole('link', { name: 'Itinerary' }).click();
  const rides = page.getByRole('region', { name: 'Ground transfers' });
  for (const [stage, flight] of [
    ['Arrival', 'LA2021-FAIL1'],
    ['Departure', 'LA2030-SLOW'],
  ] as const) {
    const ride = rides.getByRole('listitem', { name: new RegExp(`^${stage} transfer `) }).filter({ hasText: flight });
    await expect(ride).toBeVisible({ timeout: STEP_TIMEOUT });
    await expect(ride).toContainText('Pending');
  }
});
