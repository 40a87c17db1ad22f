// The first half of the marketplace loop (MKT-025) as the steps each person takes on the screens: the operator builds
// and submits an itinerary, the admin approves it, the host requests a trip of it, the operator prices and approves
// the trip, the admin approves its pricing, the host accepts the agreement, prices it, asks to publish and schedules
// the launch, and the admin passes the page review.
import { expect, type Page } from '@playwright/test';
import { STEP_TIMEOUT } from '../support/fixtures.js';
import { AdminTripPage } from './admin.page.js';
import { HostCataloguePage } from './host-catalogue.page.js';
import { HostPricingPage } from './host-pricing.page.js';
import { AdminTripPageCard } from './loop.page.js';
import { OperatorItineraryPage } from './operator-itinerary.page.js';
import { OperatorTripPage } from './operator-trip.page.js';

/** The operator builds a two-day itinerary (details with a photo, a service, pricing) and submits it for approval. */
export async function operatorBuildsItinerary(page: Page, base: string, name: string): Promise<void> {
  const builder = new OperatorItineraryPage(page);
  await builder.create(base, {
    name,
    destination: 'Lofoten',
    summary:
      'Two days on the Lofoten islands: a harbour hotel over the water, kayaking at dawn and a long dinner of fresh fish.',
  });

  await builder.tabs().getByRole('link', { name: 'Review trip/itinerary' }).click();
  await page.getByRole('textbox', { name: 'Length in days' }).fill('2');
  await page.getByRole('button', { name: 'Change length' }).click();
  await expect(builder.day(2)).toBeVisible({ timeout: STEP_TIMEOUT });
  const form = await builder.addService(1, 'Info');
  await form.getByRole('textbox', { name: 'Title' }).fill('Arrival in Svolvær');
  await form.getByRole('textbox', { name: 'Description' }).fill('Meet at the ferry terminal.');
  await form.getByRole('button', { name: 'Save service' }).click();
  await expect(builder.day(1).getByText('Arrival in Svolvær')).toBeVisible({ timeout: STEP_TIMEOUT });

  // Pricing: a year-long standard period from today (the form's default), four travelers at $1,500 each.
  await page.getByRole('link', { name: 'Next' }).click();
  const pricing = builder.pricing();
  await expect(pricing).toBeVisible({ timeout: STEP_TIMEOUT });
  await pricing.getByRole('spinbutton', { name: 'Minimum spots' }).fill('2');
  await pricing.getByRole('spinbutton', { name: 'Maximum spots' }).fill('12');
  await pricing.getByRole('button', { name: 'Add Standard validity period' }).click();
  await pricing.getByRole('spinbutton', { name: 'Standard period 1 tier 1 travelers' }).fill('4');
  await pricing.getByRole('spinbutton', { name: /Standard period 1 tier 1 price/ }).fill('1500');
  await pricing.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  const save = pricing.getByRole('button', { name: 'Save pricing' });
  await save.click();
  await expect(save).toBeDisabled({ timeout: STEP_TIMEOUT });
  await pricing.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Done' })).toBeVisible({ timeout: STEP_TIMEOUT });
}

/** The admin approves the itinerary from the itineraries pending approval. */
export async function adminApprovesItinerary(page: Page, name: string): Promise<void> {
  await page.getByRole('link', { name: 'Itineraries pending approval' }).click({ timeout: STEP_TIMEOUT });
  const grid = page.getByRole('grid', { name: 'Itineraries pending approval' });
  const row = grid.getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: 'Approve' }).click({ timeout: STEP_TIMEOUT });
  await page
    .getByRole('alertdialog', { name: 'Approve this itinerary?' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'is now Live' })).toContainText(`${name} is now Live.`, {
    timeout: STEP_TIMEOUT,
  });
}

/** The host finds the itinerary in the catalogue and requests a trip starting on `startDate` (YYYY-MM-DD). */
export async function hostRequestsTrip(page: Page, base: string, name: string, startDate: string, note: string) {
  const cat = new HostCataloguePage(page);
  await page.goto(`${base}/app/host/itineraries`);
  await cat.card(name).getByRole('link').click({ timeout: STEP_TIMEOUT });
  await expect(cat.heading()).toHaveText(name, { timeout: STEP_TIMEOUT });
  await page.getByRole('link', { name: 'Reserve This Trip' }).click();
  await expect(cat.heading()).toHaveText('Reserve This Trip', { timeout: STEP_TIMEOUT });
  await cat.form().getByRole('textbox', { name: 'Start date' }).fill(startDate);
  await cat.form().getByLabel('Anything else we should know?').fill(note);
  await cat.form().getByRole('button', { name: 'Reserve' }).click();
  await cat.confirmDialog().getByRole('button', { name: 'Request Trip' }).click();
  await expect(cat.heading()).toHaveText('Your trip request was sent', { timeout: STEP_TIMEOUT });
}

/** The operator opens the request under New Trip Requests, prices it and approves it; answers the trip's id. */
export async function operatorPricesAndApproves(page: Page, base: string, name: string, note: string) {
  const ops = new OperatorTripPage(page);
  await page.goto(`${base}/app/operator/trips`);
  // The trips root redirects to the first trip of the first group (RTE-023); the click comes after that redirect, or
  // the redirect would land later and take the page to that other trip.
  await page.waitForURL(/\/trips\/[0-9a-f-]{36}\/review-details\?model=/, { timeout: STEP_TIMEOUT });
  const requests = ops
    .sidebar()
    .locator('.op-Group')
    .filter({ has: page.getByRole('heading', { name: 'New Trip Requests' }) });
  await requests.getByRole('link', { name }).click({ timeout: STEP_TIMEOUT });
  await page.waitForURL(/\/trips\/[0-9a-f-]{36}\/review-details\?model=trip$/, { timeout: STEP_TIMEOUT });
  await expect(ops.summary()).toContainText(note, { timeout: STEP_TIMEOUT });
  const tripId = new URL(page.url()).pathname.split('/')[4] ?? '';
  await ops.tab('Review pricing').click();
  await page.waitForURL(/review-pricing\?model=trip$/, { timeout: STEP_TIMEOUT });
  await ops.field('Minimum spots').fill('2');
  await ops.field('Maximum spots').fill('12');
  await ops.button('Add tier').click();
  await ops.field('Tier 1 price (USD)').fill('2400');
  await ops.field('Single supplement price (USD)').fill('300');
  await ops.button('Save Trip').click();
  await expect(page.getByText('Trip Saved', { exact: true })).toBeVisible({ timeout: STEP_TIMEOUT });
  await page.getByRole('checkbox', { name: 'I accept the operator terms' }).check();
  await ops.button('Approve Trip').click();
  await page.getByRole('dialog', { name: 'Approve this trip?' }).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Done' })).toBeVisible({ timeout: STEP_TIMEOUT });
  return tripId;
}

/** The admin approves the trip's pricing on the admin trip page (partner approved → pricing approved). */
export async function adminApprovesPricing(page: Page, base: string, tripId: string): Promise<void> {
  const adminTrip = new AdminTripPage(page);
  await page.goto(`${base}/admin/trips/${tripId}`);
  await adminTrip.action('Approve pricing').click({ timeout: STEP_TIMEOUT });
  await expect(adminTrip.timeline().getByRole('listitem').last()).toContainText('partner approved → pricing approved', {
    timeout: STEP_TIMEOUT,
  });
}

/**
 * The host accepts the services agreement, sets the traveler's prices on the Pricing tab, asks to publish and
 * schedules the launch for `launchDay` (YYYY-MM-DD) at 10:30.
 */
export async function hostPublishesTrip(page: Page, base: string, tripId: string, launchDay: string): Promise<void> {
  await page.goto(`${base}/app/host/trips/${tripId}`);
  const agreement = page.getByRole('region', { name: 'Services Agreement' });
  await agreement
    .getByRole('checkbox', { name: 'I have read and accept the services agreement' })
    .check({ timeout: STEP_TIMEOUT });
  await agreement.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(/Services agreement accepted on/)).toContainText('Host approved', {
    timeout: STEP_TIMEOUT,
  });
  const pricing = new HostPricingPage(page);
  await pricing.open(base, tripId);
  await expect(pricing.table()).toBeVisible({ timeout: STEP_TIMEOUT });
  await pricing.earlyBird().fill('3000');
  await pricing.regular().fill('3000');
  await pricing.save().click();
  await pricing.updateDialog().getByRole('checkbox', { name: 'I agree to updated terms of service' }).check();
  await pricing.updateDialog().getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Your changes have been saved!')).toBeVisible({ timeout: STEP_TIMEOUT });

  await page.goto(`${base}/app/host/trips/${tripId}/configuration`);
  const status = page.getByRole('region', { name: 'Trip page status' });
  await status.getByRole('button', { name: 'Request Publish' }).click({ timeout: STEP_TIMEOUT });
  await expect(status).toContainText('In Review', { timeout: STEP_TIMEOUT });
  const launchCard = page.getByRole('region', { name: 'Launch date' });
  await launchCard.getByRole('button', { name: /launch date|Schedule launch/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Trip Page Launch Date' });
  await dialog.getByLabel('Launch date').fill(launchDay);
  await dialog.getByLabel('Launch time').selectOption('10:30');
  await dialog.getByRole('button', { name: 'Schedule Launch' }).click();
  await expect(dialog).toHaveCount(0, { timeout: STEP_TIMEOUT });
  await expect(launchCard).toContainText('at 10:30');
}

/** The admin passes the page review on the admin trip page: In Review → Marketing, by the publish machine. */
export async function adminPassesPageReview(page: Page, base: string, tripId: string): Promise<void> {
  const review = new AdminTripPageCard(page);
  await page.goto(`${base}/admin/trips/${tripId}`);
  await expect(review.card()).toContainText('In Review', { timeout: STEP_TIMEOUT });
  await review.passReview().click();
  await expect(review.card()).toContainText('Marketing', { timeout: STEP_TIMEOUT });
  await expect(review.passReview()).toHaveCount(0);
}
