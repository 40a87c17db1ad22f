// MKT-045 on screen: a move the server really refuses is explained in the user's words (the domain's refusalCopy),
// never engine text. Two admins hold one trip's page; the first approves its pricing, the second, on the page he
// opened before, presses the same button: the server answers 409 and his page says why, in words.
import { isEngineText, refusalCopy } from '@caravan/domain';
import { DEMO_TRIP_IDS } from '../../apps/api/src/db/seed/demo-ids.js';
import { AdminTripPage } from './pages/admin.page.js';
import { expect, STEP_TIMEOUT, test } from './support/fixtures.js';

test('[MKT-045] a refused trip move is explained in the domain’s words, on the page and beside the disabled button', async ({
  signIn,
  freshCaravan,
}) => {
  test.setTimeout(180_000);
  const server = await freshCaravan();
  const url = `${server.url}/admin/trips/${DEMO_TRIP_IDS.partnerApproved}`;
  const first = await signIn('admin', { server });
  const second = await signIn('admin', { server });
  const mine = new AdminTripPage(first.page);
  const stale = new AdminTripPage(second.page);
  await first.page.goto(url);
  await second.page.goto(url);
  await expect(stale.action('Approve pricing')).toBeEnabled({ timeout: STEP_TIMEOUT });

  await mine.action('Approve pricing').click();
  await expect(mine.timeline().getByRole('listitem').last()).toContainText('partner approved → pricing approved');

  // The second page still offers the move; the server refuses it and the page says why in the domain's words.
  const words = refusalCopy({ noun: 'trip', status: 'pricing-approved', eventType: 'trip.approvePricing' });
  expect(isEngineText(words), words).toBe(false);
  await stale.action('Approve pricing').click();
  const refusal = second.page.getByRole('alert').filter({ hasText: 'The trip did not move' });
  await expect(refusal).toContainText(words, { timeout: STEP_TIMEOUT });
  // innerText keeps the alert's lines apart (textContent would glue 'move' and 'Approve' into one word).
  const shown = await refusal.innerText();
  expect(isEngineText(shown), shown).toBe(false);
  expect(shown).not.toContain('trip.approvePricing');

  // Read again, the button is disabled and described by the same words.
  await second.page.reload();
  await expect(stale.action('Approve pricing')).toBeDisabled({ timeout: STEP_TIMEOUT });
  await expect(stale.action('Approve pricing')).toHaveAccessibleDescription(words);
});
