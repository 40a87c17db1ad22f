// Journey, Travel Info (HTI-001) on a phone: the host fills their travel info for their live trip: Save stays off
// until something changes, a missing passport field and a malformed date are named under their fields, flight times
// come from the 12-hour picker, the saved form reads back after a reload; a complete trip's tab is disabled.
import {
  TRAVEL_INFO_PREPARATION_LINK_LABEL,
  TRIP_FORM_SAVE_ERROR_MESSAGE,
  TRIP_FORM_SAVED_MESSAGE,
} from '@caravan/domain';
import { DEMO_TRIP_IDS } from '../../apps/api/src/db/seed/demo-ids.js';
import { HostTravelInfoPage } from './pages/host-travel-info.page.js';
import { expect, PHONE, STEP_TIMEOUT, test } from './support/fixtures.js';

const TRIP = DEMO_TRIP_IDS.live;

test.describe.configure({ timeout: 240_000 });

test('[HTI-001] [HTI-003] [HTI-011] [HTI-013] [HTI-014] the host fills and saves their travel info on a phone', async ({
  freshCaravan,
  signIn,
}) => {
  const server = await freshCaravan();
  const { page } = await signIn('host', { server, viewport: PHONE });
  const tab = new HostTravelInfoPage(page);
  await tab.open(server.url, TRIP);
  await expect(tab.heading()).toBeVisible({ timeout: STEP_TIMEOUT });
  for (const name of [
    'Arrival flight',
    'Departure flight',
    'Post-trip plans',
    'Travel insurance',
    'Passport',
    'Emergency contact',
    'Dietary disclosures',
    'Medical and mobility disclosure',
    'Guide request',
    'Pre/post-trip accommodation',
    'Trip preparation',
  ])
    await expect(tab.section(name)).toBeVisible();
  await expect(tab.section('Pre/post-trip accommodation')).toContainText('one night before');
  await expect(tab.section('Pre/post-trip accommodation').getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('link', { name: TRAVEL_INFO_PREPARATION_LINK_LABEL })).toBeVisible();
  await expect(tab.save()).toBeDisabled();

  await tab.field('Arrival flight', 'Airline').fill('KLM');
  await tab.field('Arrival flight', 'Date').fill('2027-06-01');
  await tab.time('Arrival flight', 'Hour').selectOption('02');
  await tab.time('Arrival flight', 'Minute').selectOption('30');
  await tab.time('Arrival flight', 'AM/PM').selectOption('PM');
  await tab.field('Emergency contact', 'Name').fill('Sam Host');
  await tab.field('Emergency contact', 'Relationship').fill('Partner');
  await tab.field('Emergency contact', 'Phone').fill('+1 555 0100');
  await tab.field('Emergency contact', 'Email').fill('sam@example.com');
  await tab.field('Passport', 'First Name').fill('Hana');
  await expect(tab.save()).toBeEnabled();
  await tab.save().click();
  await expect(page.getByText(TRIP_FORM_SAVE_ERROR_MESSAGE)).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(tab.section('Arrival flight')).toContainText('Use the format MM/DD/YYYY');
  await expect(tab.section('Passport')).toContainText('Passport Number is required');

  await tab.field('Arrival flight', 'Date').fill('06/01/2027');
  const passport = {
    'Last Name': 'Host',
    'Passport Number': 'X1234567',
    Nationality: 'US',
    Gender: 'female',
    'Issue Date': '01/15/2020',
    'Expiration Date': '01/15/2030',
    'Date Of Birth': '04/02/1988',
  };
  for (const [label, value] of Object.entries(passport)) await tab.field('Passport', label).fill(value);
  await tab.field('Dietary disclosures', 'Dietary preferences').fill('vegetarian, no nuts');
  await tab.section('Guide request').getByRole('checkbox', { name: 'I would like a local guide' }).check();
  await tab.save().click();
  await expect(page.getByText(TRIP_FORM_SAVED_MESSAGE, { exact: true })).toBeVisible({ timeout: STEP_TIMEOUT });
  await expect(tab.save()).toBeDisabled({ timeout: STEP_TIMEOUT });

  await page.reload();
  await expect(tab.field('Arrival flight', 'Airline')).toHaveValue('KLM', { timeout: STEP_TIMEOUT });
  await expect(tab.time('Arrival flight', 'Hour')).toHaveValue('02');
  await expect(tab.time('Arrival flight', 'AM/PM')).toHaveValue('PM');
  await expect(tab.field('Passport', 'Passport Number')).toHaveValue('X1234567');
  await expect(tab.field('Dietary disclosures', 'Dietary preferences')).toHaveValue('vegetarian, no nuts');
  await expect(tab.section('Guide request').getByRole('checkbox')).toBeChecked();

  // On a complete trip the tab is disabled: no form to change.
  await tab.open(server.url, DEMO_TRIP_IDS.complete);
  await expect(page.getByRole('navigation', { name: 'Trip' }).getByText('Travel Info')).toHaveAttribute(
    'aria-disabled',
    'true',
    { timeout: STEP_TIMEOUT },
  );
  await expect(tab.save()).toHaveCount(0);
});
